//! Where a command writes.

use std::io::{self, Write};

use super::Ctx;
use crate::i18n::{Arg, Localize, Message};

/// The command's standard output and standard error.
pub(crate) struct Out<'a> {
    pub stdout: &'a mut dyn Write,
    pub stderr: &'a mut dyn Write,
}

impl Out<'_> {
    /// Prints `error: <localized reason>` on standard error.
    pub fn error(&mut self, ctx: &Ctx, reason: Message) -> io::Result<()> {
        let line = ctx.tr(&Message::new("cli-error").arg("reason", Arg::Clause(Box::new(reason))));
        writeln!(self.stderr, "{line}")
    }

    /// Prints a localized error for a typed value.
    pub fn error_of(&mut self, ctx: &Ctx, value: &dyn Localize) -> io::Result<()> {
        self.error(ctx, value.message())
    }
}
