//! `arbiter book`: the rulebook as a static HTML site (`crate::book`).

use std::io;
use std::path::PathBuf;

use clap::Args;

use super::{Ctx, Out};
use crate::i18n::{Arg, Message};

#[derive(Args, Debug)]
pub(crate) struct BookArgs {
    /// The directory to write the site into (created if missing; files in it are
    /// replaced).
    #[arg(long, value_name = "DIR", default_value = "target/book")]
    out: PathBuf,
    /// The languages of the pages: `en`, `ru`, or `all` (the default, both).
    #[arg(long = "pages", value_name = "LANG", default_value = "all")]
    pages: String,
}

pub(crate) fn run(ctx: &Ctx, args: BookArgs, out: &mut Out) -> io::Result<i32> {
    let registry = crate::Registry::global();
    let langs: Vec<String> = match args.pages.as_str() {
        "all" => registry.languages().into_iter().map(str::to_owned).collect(),
        one => one.split(',').map(|s| s.trim().to_owned()).collect(),
    };
    if let Some(bad) = langs.iter().find(|l| !registry.languages().contains(&l.as_str())) {
        // As every option with a list of values says it (review 19a, A-18).
        let valid: Vec<String> =
            registry.languages().into_iter().map(str::to_owned).chain(["all".to_owned()]).collect();
        let msg = Message::new("cli-usage-invalid-value-choice")
            .arg("arg", Arg::Text("--pages".into()))
            .arg("value", Arg::Text(bad.clone()))
            .arg("valid", Arg::Text(ctx.l10n.join_or(&ctx.lang, valid, &mut Vec::new())));
        out.error(ctx, msg)?;
        return Ok(2);
    }
    let progress = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let options =
        crate::book::Options { out: args.out.clone(), langs, progress, reader: ctx.lang.language().to_owned() };
    match crate::book::build(&options) {
        Ok(summary) => {
            let done = Message::new("book-done")
                .arg("files", Arg::Number(summary.files.len() as i64))
                .arg("dir", Arg::Text(args.out.display().to_string()));
            writeln!(out.stderr, "{}", ctx.tr(&done))?;
            writeln!(out.stdout, "{}", args.out.join("index.html").display())?;
            Ok(if summary.not_passing.values().all(|n| *n == 0) { 0 } else { 1 })
        }
        Err(crate::book::BookError::Write { path, error }) => {
            let msg = Message::new("cli-error-io-write")
                .arg("path", Arg::Text(path.display().to_string()))
                .arg("reason", Arg::Message(Box::new(crate::i18n::io_write_reason(&error))));
            out.error(ctx, msg)?;
            Ok(2)
        }
        Err(crate::book::BookError::Run(e)) => {
            out.error(ctx, Message::new("conformance-error-run").arg("reason", Arg::Text(e.to_string())))?;
            Ok(2)
        }
    }
}
