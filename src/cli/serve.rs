//! `arbiter serve`: the local web service (`crate::serve`).

use std::io;
use std::net::SocketAddr;
use std::time::Duration;

use clap::Args;

use super::{Ctx, Out};
use crate::i18n::{Arg, Localize, Message};

#[derive(Args, Debug)]
pub(crate) struct ServeArgs {
    /// Where to listen. Loopback by default; give another address (`0.0.0.0:8080`) only
    /// to let other machines in.
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:8080")]
    listen: SocketAddr,
    /// The largest request body accepted, in bytes.
    #[arg(long, value_name = "BYTES", default_value_t = 16 * 1024)]
    max_body: usize,
    /// How long one request may take, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 5000)]
    timeout_ms: u64,
    /// Worker threads (default: one per core).
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
}

pub(crate) fn run(ctx: &Ctx, args: ServeArgs, out: &mut Out) -> io::Result<i32> {
    let config = crate::serve::Config {
        listen: args.listen,
        max_body: args.max_body,
        timeout: Duration::from_millis(args.timeout_ms),
    };
    let runtime = crate::serve::runtime(args.threads, None)?;
    let listener = match runtime.block_on(tokio::net::TcpListener::bind(config.listen)) {
        Ok(l) => l,
        Err(e) => {
            let msg = Message::new("cli-error-io-listen")
                .arg("address", Arg::Text(config.listen.to_string()))
                .arg("reason", Arg::Message(Box::new(e.message())));
            out.error(ctx, msg)?;
            return Ok(2);
        }
    };
    let address = listener.local_addr().map_or_else(|_| config.listen.to_string(), |a| a.to_string());
    let line = ctx.tr(&Message::new("serve-listening").arg("address", Arg::Text(format!("http://{address}/"))));
    writeln!(out.stderr, "{line}")?;
    let shutdown = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    runtime.block_on(crate::serve::serve(listener, &config, shutdown))?;
    Ok(0)
}
