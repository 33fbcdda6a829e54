//! The one reader of line-oriented standard input (`moves` without `--fen`, `explain
//! --batch`, and every stdin mode to come), and the one place that answers its lines.
//!
//! The stream rules of the command-line contract (`docs/cli.md`, "Streams"):
//!
//! - every input line gets exactly one output line, in input order — a blank line and a
//!   line that is not UTF-8 included — and the stream goes on after a bad line;
//! - lines end with `\n` or `\r\n`; a last line without a line break counts; a byte-order
//!   mark at the start of the stream is not part of the first line;
//! - input is read as bytes, never more than [`MAX_LINE_BYTES`] of one line held in
//!   memory: a longer line is an error for that line ([`LineError::TooLong`]) and its rest
//!   is skipped without being stored;
//! - a line that is not UTF-8 is an error for that line ([`LineError::NotUtf8`]) that names
//!   the column of the first bad byte;
//! - errors quote at most [`crate::i18n::MAX_QUOTED_CHARS`] characters of what was read.
//!
//! [`answer_lines`] is where every mode's answers are produced and written; a mode only
//! says how to answer one line. Answers depend on nothing but their line, so this is also
//! the one place where lines could be answered in parallel, still written in input order.

use std::collections::BTreeMap;
use std::io::{self, BufRead, Write};
use std::sync::{Mutex, mpsc};

use crate::i18n::{Arg, Localize, Message};

/// The input of a command that reads a file: the file at `path`, or standard input for
/// `-`. A file that cannot be opened is answered with `cli-error-io`.
pub(crate) fn open_input<'a>(
    path: &std::path::Path,
    stdin: &'a mut dyn BufRead,
) -> Result<Box<dyn BufRead + 'a>, Message> {
    if path.as_os_str() == "-" {
        return Ok(Box::new(stdin));
    }
    let refused = |e: &io::Error| {
        Message::new("cli-error-io")
            .arg("path", Arg::Text(path.display().to_string()))
            .arg("reason", Arg::Message(Box::new(crate::i18n::Localize::message(e))))
    };
    match std::fs::File::open(path) {
        // A directory opens on Unix, and fails only at the first read: refuse it here, as
        // a file that cannot be read, before any output.
        Ok(file) if file.metadata().is_ok_and(|m| m.is_dir()) => {
            Err(refused(&io::Error::from(io::ErrorKind::IsADirectory)))
        }
        Ok(file) => Ok(Box::new(io::BufReader::new(file))),
        Err(e) => Err(refused(&e)),
    }
}

/// The longest input line read, in bytes (without its line break): 64 KiB. No FEN, move
/// or request needs a thousandth of it.
pub(crate) const MAX_LINE_BYTES: usize = 64 * 1024;

/// One line of input: its 1-based number and its text, or why it cannot be read.
#[derive(Debug)]
pub(crate) struct InputLine {
    pub number: usize,
    pub text: Result<String, LineError>,
}

/// Why a line could not be read as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum LineError {
    /// The line is not UTF-8: the first bad byte and its 1-based column (in characters).
    NotUtf8 { byte: u8, column: usize },
    /// The line is longer than [`MAX_LINE_BYTES`].
    TooLong { limit: usize },
}

impl Localize for LineError {
    fn message(&self) -> Message {
        match *self {
            LineError::NotUtf8 { byte, column } => Message::new("cli-error-not-utf8")
                .arg("byte", Arg::Text(format!("0x{byte:02X}")))
                .arg("column", Arg::Number(column as i64)),
            LineError::TooLong { limit } => {
                Message::new("cli-error-line-too-long").arg("limit", Arg::Number(limit as i64))
            }
        }
    }
}

impl LineError {
    /// The stable name used in JSON errors: `utf8` or `line-too-long`.
    pub fn kind(&self) -> &'static str {
        match self {
            LineError::NotUtf8 { .. } => "utf8",
            LineError::TooLong { .. } => "line-too-long",
        }
    }
}

/// Lines of a byte stream, read under the rules above.
pub(crate) struct Lines<R> {
    source: R,
    number: usize,
    buf: Vec<u8>,
}

impl<R: BufRead> Lines<R> {
    pub fn new(source: R) -> Lines<R> {
        Lines { source, number: 0, buf: Vec::new() }
    }
}

impl<R: io::Read> Lines<io::BufReader<R>> {
    /// Whether a whole line is already read from the source (or the source is known to have
    /// ended), so that [`Lines::next_line`] does not wait for input.
    fn has_buffered_line(&self) -> bool {
        self.source.buffer().contains(&b'\n')
    }
}

impl<R: BufRead> Lines<R> {
    /// The next line; `Ok(None)` at the end of the input; `Err` only when reading fails.
    pub fn next_line(&mut self) -> io::Result<Option<InputLine>> {
        self.buf.clear();
        let mut read_any = false;
        let mut too_long = false;
        loop {
            let chunk = match self.source.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if chunk.is_empty() {
                break;
            }
            read_any = true;
            let (used, done) = match chunk.iter().position(|&b| b == b'\n') {
                Some(i) => (i + 1, true),
                None => (chunk.len(), false),
            };
            let content = &chunk[..if done { used - 1 } else { used }];
            // Keep one byte past the limit to tell a `\r` before the `\n` from an overlong line.
            let room = (MAX_LINE_BYTES + 1).saturating_sub(self.buf.len());
            if content.len() > room {
                too_long = true;
            }
            self.buf.extend_from_slice(&content[..content.len().min(room)]);
            self.source.consume(used);
            if done {
                break;
            }
        }
        if !read_any {
            return Ok(None);
        }
        self.number += 1;
        if self.buf.last() == Some(&b'\r') && !too_long {
            self.buf.pop();
        }
        if self.number == 1 && self.buf.starts_with(b"\xEF\xBB\xBF") {
            self.buf.drain(..3);
        }
        let text = if too_long || self.buf.len() > MAX_LINE_BYTES {
            Err(LineError::TooLong { limit: MAX_LINE_BYTES })
        } else {
            match std::str::from_utf8(&self.buf) {
                Ok(s) => Ok(s.to_owned()),
                Err(e) => {
                    let good = e.valid_up_to();
                    // `good` bytes are valid UTF-8 by the error's own account.
                    let column = std::str::from_utf8(&self.buf[..good]).map_or(good, |s| s.chars().count()) + 1;
                    Err(LineError::NotUtf8 { byte: self.buf[good], column })
                }
            }
        };
        Ok(Some(InputLine { number: self.number, text }))
    }
}

/// The answer to one line: the output line (without its line break) and whether the
/// line was bad input (which makes the exit code 2 once every line is answered).
pub(crate) struct Answer {
    pub line: String,
    pub bad: bool,
}

/// How work is handed to the threads: at most `jobs` jobs a batch, and a batch is sent once
/// it holds about `bytes` bytes of input.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Batches {
    pub jobs: usize,
    pub bytes: usize,
}

/// Batches of lines: 256 lines or 64 KiB.
const LINE_BATCHES: Batches = Batches { jobs: 256, bytes: 64 * 1024 };
/// Bytes read from the input at a time.
pub(crate) const READ_BYTES: usize = 256 * 1024;

/// How many threads answer: `ARBITER_THREADS` when it is a positive number, else every
/// core the process may use.
pub(crate) fn threads() -> usize {
    std::env::var("ARBITER_THREADS")
        .ok()
        .and_then(|t| t.trim().parse::<usize>().ok())
        .filter(|&t| t > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Whether [`stdin_ready`] may look at file descriptor 0: set by [`super::main`], which
/// reads the process's standard input. An embedding that hands `run` a reader of its own
/// gets no probe: its reader is taken to wait whenever nothing complete is buffered.
static PROCESS_STDIN: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Marks that the input read is the process's standard input ([`stdin_ready`]).
pub(crate) fn reading_process_stdin() {
    PROCESS_STDIN.store(true, std::sync::atomic::Ordering::Relaxed);
}

/// Whether the process's standard input has bytes to read now (or has ended), so that the
/// next read does not wait: `poll(2)` on descriptor 0 with no timeout. A pipe fed by
/// `zstdcat` holds input between the reads of a 256 KiB buffer; taking that for input that
/// may wait drained every thread at each buffer's end, and a pipe replayed on two threads
/// went 1.25 × as fast as on one, against 1.9 × for the same file named (issue 12). False
/// where it cannot be told (not Unix, or not the process's stdin): the caller then answers
/// what it holds before reading on, as an interactive user needs.
pub(crate) fn stdin_ready() -> bool {
    if !PROCESS_STDIN.load(std::sync::atomic::Ordering::Relaxed) {
        return false;
    }
    #[cfg(unix)]
    {
        let mut fd = libc::pollfd { fd: 0, events: libc::POLLIN, revents: 0 };
        // SAFETY: one valid pollfd, a count of one, no timeout: poll only writes `revents`.
        let n = unsafe { libc::poll(&mut fd, 1, 0) };
        n > 0 && fd.revents & (libc::POLLIN | libc::POLLHUP) != 0
    }
    #[cfg(not(unix))]
    {
        false
    }
}

/// An input read as a sequence of jobs (a line, a game).
pub(crate) trait Input {
    type Job: Send;
    /// The next job and the bytes of input it took; `None` at the end of the input.
    fn next_job(&mut self) -> io::Result<Option<(Self::Job, usize)>>;
    /// Whether reading the next job might wait for input (nothing complete is buffered).
    fn may_wait(&self) -> bool;
}

/// Does every job of `input` with `work` on `threads` threads (one: on the calling thread)
/// and hands the results to `write` in input order; `flush` is called before the input is
/// read whenever the read might wait, once every result of the jobs read so far is written,
/// so that a program that writes one request and waits for its answer gets it.
///
/// Memory stays bounded: at most two batches a thread are read ahead of what is written.
pub(crate) fn in_order<I: Input, A: Send>(
    threads: usize,
    batches: Batches,
    input: &mut I,
    work: &(impl Fn(I::Job) -> A + Sync),
    write: impl FnMut(A) -> io::Result<()>,
    flush: impl FnMut() -> io::Result<()>,
) -> io::Result<()> {
    let stages = Stages { work, tally: (), mark: &|_: &mut (), _: &A| (), finish: &|a: A, ()| a };
    in_order_tallied(threads, batches, input, stages, write, flush)
}

/// The work of [`in_order_tallied`]: `work` on each job, on any thread; `mark` on each
/// result of `work` in input order (one at a time, with `tally`, what it keeps of the jobs
/// before: a count, say); then `finish` on the result and its mark, on any thread.
pub(crate) struct Stages<'w, W, T, M, F> {
    pub work: &'w W,
    pub tally: T,
    pub mark: &'w M,
    pub finish: &'w F,
}

/// The jobs whose `work` is done, waiting for those before them to be marked in order.
struct Ledger<P, T> {
    /// The next batch to mark.
    next: usize,
    /// Batches worked on, not yet marked.
    ready: BTreeMap<usize, Vec<P>>,
    tally: T,
}

/// [`in_order`] where a job's result needs something of every job before it (the number of
/// games they began, so as to number its own): each batch is worked on, marked in input
/// order by the thread that completes the run of batches worked on before it, and
/// finished (formatted, say) by that thread, so that the thread that reads and writes does
/// neither. Every batch is still written once, in input order.
pub(crate) fn in_order_tallied<I: Input, P: Send, T: Send, Mk, A: Send>(
    threads: usize,
    batches: Batches,
    input: &mut I,
    stages: Stages<'_, impl Fn(I::Job) -> P + Sync, T, impl Fn(&mut T, &P) -> Mk + Sync, impl Fn(P, Mk) -> A + Sync>,
    mut write: impl FnMut(A) -> io::Result<()>,
    mut flush: impl FnMut() -> io::Result<()>,
) -> io::Result<()> {
    let Stages { work, mut tally, mark, finish } = stages;
    if threads <= 1 {
        loop {
            if input.may_wait() {
                flush()?;
            }
            let Some((job, _)) = input.next_job()? else { break };
            let done = work(job);
            let m = mark(&mut tally, &done);
            write(finish(done, m))?;
        }
        return flush();
    }
    let (work_tx, work_rx) = mpsc::sync_channel::<(usize, Vec<I::Job>)>(2 * threads);
    let work_rx = Mutex::new(work_rx);
    let ledger = Mutex::new(Ledger { next: 0, ready: BTreeMap::new(), tally });
    let (done_tx, done_rx) = mpsc::channel::<(usize, Vec<A>)>();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (work_rx, done_tx, ledger) = (&work_rx, done_tx.clone(), &ledger);
            scope.spawn(move || {
                loop {
                    let next = work_rx.lock().map_or(None, |rx| rx.recv().ok());
                    let Some((seq, batch)) = next else { break };
                    let worked: Vec<P> = batch.into_iter().map(work).collect();
                    // Marks every batch now next in order, this one and those that waited
                    // for it; they are finished here.
                    let marked = {
                        let Ok(mut ledger) = ledger.lock() else { break };
                        let Ledger { next, ready, tally } = &mut *ledger;
                        ready.insert(seq, worked);
                        let mut marked = Vec::new();
                        while let Some(batch) = ready.remove(next) {
                            let batch: Vec<(P, Mk)> = batch
                                .into_iter()
                                .map(|p| {
                                    let m = mark(tally, &p);
                                    (p, m)
                                })
                                .collect();
                            marked.push((*next, batch));
                            *next += 1;
                        }
                        marked
                    };
                    for (seq, batch) in marked {
                        if done_tx.send((seq, batch.into_iter().map(|(p, m)| finish(p, m)).collect())).is_err() {
                            return;
                        }
                    }
                }
            });
        }
        drop(done_tx);
        let stopped = || io::Error::other("a worker thread stopped");
        let mut written = 0usize;
        let mut waiting: BTreeMap<usize, Vec<A>> = BTreeMap::new();
        // Takes one finished batch and writes every batch that is next in order.
        let mut take = |(seq, results): (usize, Vec<A>), written: &mut usize| -> io::Result<()> {
            waiting.insert(seq, results);
            while let Some(results) = waiting.remove(written) {
                for result in results {
                    write(result)?;
                }
                *written += 1;
            }
            Ok(())
        };
        let (mut sent, mut batch, mut bytes) = (0usize, Vec::new(), 0usize);
        let result = (|| -> io::Result<()> {
            loop {
                let waits = input.may_wait();
                if waits || batch.len() >= batches.jobs || bytes >= batches.bytes {
                    if !batch.is_empty() {
                        work_tx.send((sent, std::mem::take(&mut batch))).map_err(|_| stopped())?;
                        sent += 1;
                        bytes = 0;
                    }
                    while sent - written > 2 * threads || (waits && written < sent) {
                        take(done_rx.recv().map_err(|_| stopped())?, &mut written)?;
                    }
                    if waits {
                        flush()?;
                    }
                }
                while let Ok(done) = done_rx.try_recv() {
                    take(done, &mut written)?;
                }
                let Some((job, size)) = input.next_job()? else { break };
                bytes += size;
                batch.push(job);
            }
            if !batch.is_empty() {
                work_tx.send((sent, std::mem::take(&mut batch))).map_err(|_| stopped())?;
                sent += 1;
            }
            while written < sent {
                take(done_rx.recv().map_err(|_| stopped())?, &mut written)?;
            }
            flush()
        })();
        drop(work_tx);
        result
    })
}

/// The lines of a stream as jobs.
struct LineInput<'a>(Lines<io::BufReader<&'a mut dyn BufRead>>);

impl Input for LineInput<'_> {
    type Job = InputLine;

    fn next_job(&mut self) -> io::Result<Option<(InputLine, usize)>> {
        Ok(self.0.next_line()?.map(|line| {
            let size = line.text.as_ref().map_or(0, String::len) + 1;
            (line, size)
        }))
    }

    fn may_wait(&self) -> bool {
        !self.0.has_buffered_line() && !stdin_ready()
    }
}

/// Reads every line of `stdin`, answers each with `answer`, and writes the answers in
/// input order, one line each. Returns whether any line was bad input.
///
/// Lines are answered on [`threads`] threads ([`in_order`]): in batches, written in input
/// order, memory bounded, and every line read is answered before the reader waits for more.
pub(crate) fn answer_lines<F>(stdin: &mut dyn BufRead, stdout: &mut dyn Write, answer: F) -> io::Result<bool>
where
    F: Fn(&InputLine) -> Answer + Sync,
{
    answer_lines_on(threads(), stdin, stdout, answer)
}

/// [`answer_lines`] on `threads` threads.
pub(crate) fn answer_lines_on<F>(
    threads: usize,
    stdin: &mut dyn BufRead,
    stdout: &mut dyn Write,
    answer: F,
) -> io::Result<bool>
where
    F: Fn(&InputLine) -> Answer + Sync,
{
    let mut input = LineInput(Lines::new(io::BufReader::with_capacity(READ_BYTES, stdin)));
    let out = std::cell::RefCell::new(io::BufWriter::new(stdout));
    let mut any_bad = false;
    in_order(
        threads,
        LINE_BATCHES,
        &mut input,
        &|line: InputLine| answer(&line),
        |Answer { line, bad }| {
            any_bad |= bad;
            writeln!(out.borrow_mut(), "{line}")
        },
        || out.borrow_mut().flush(),
    )?;
    Ok(any_bad)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(bytes: &[u8]) -> Vec<(usize, Result<String, LineError>)> {
        let mut lines = Lines::new(bytes);
        let mut out = Vec::new();
        while let Some(l) = lines.next_line().unwrap() {
            out.push((l.number, l.text));
        }
        out
    }

    #[test]
    fn bom_crlf_blank_and_last_line_without_break() {
        assert_eq!(
            read(b"\xEF\xBB\xBFa\r\n\r\n\nb"),
            vec![(1, Ok("a".into())), (2, Ok("".into())), (3, Ok("".into())), (4, Ok("b".into()))]
        );
        assert!(read(b"").is_empty());
        // A BOM later than the first line is text.
        assert_eq!(read(b"a\n\xEF\xBB\xBFb")[1].1, Ok("\u{feff}b".into()));
    }

    #[test]
    fn invalid_utf8_is_an_error_of_its_line_only() {
        assert_eq!(
            read(b"ok\nab\xffc\nok"),
            vec![(1, Ok("ok".into())), (2, Err(LineError::NotUtf8 { byte: 0xFF, column: 3 })), (3, Ok("ok".into()))]
        );
        // Columns count characters, not bytes.
        assert_eq!(read("жж\u{80}".as_bytes())[0].1, Ok("жж\u{80}".into()));
        assert_eq!(read(b"\xd0\xb6\xc0")[0].1, Err(LineError::NotUtf8 { byte: 0xC0, column: 2 }));
    }

    #[test]
    fn an_overlong_line_is_refused_without_being_stored() {
        let mut input = vec![b'x'; MAX_LINE_BYTES * 3];
        input.extend_from_slice(b"\r\nnext\n");
        // A tiny buffer: the line arrives in many chunks.
        let mut lines = Lines::new(io::BufReader::with_capacity(7, &input[..]));
        let first = lines.next_line().unwrap().unwrap();
        assert_eq!(first.text, Err(LineError::TooLong { limit: MAX_LINE_BYTES }));
        assert!(lines.buf.capacity() <= 2 * (MAX_LINE_BYTES + 1), "{}", lines.buf.capacity());
        assert_eq!(lines.next_line().unwrap().unwrap().text, Ok("next".into()));
        // Exactly the limit is fine, with or without `\r`.
        let mut exact = vec![b'y'; MAX_LINE_BYTES];
        exact.extend_from_slice(b"\r\n");
        assert_eq!(read(&exact)[0].1.as_ref().map(String::len), Ok(MAX_LINE_BYTES));
    }

    /// Answers a line with its number, its text reversed, and whether it was bad.
    fn reverse(line: &InputLine) -> Answer {
        match &line.text {
            Ok(t) => Answer { line: format!("{} {}", line.number, t.chars().rev().collect::<String>()), bad: false },
            Err(e) => Answer { line: format!("{} {}", line.number, e.kind()), bad: true },
        }
    }

    fn answered(threads: usize, input: &[u8]) -> (String, bool) {
        let mut out = Vec::new();
        let bad = answer_lines_on(threads, &mut io::BufReader::with_capacity(5, input), &mut out, reverse).unwrap();
        (String::from_utf8(out).unwrap(), bad)
    }

    #[test]
    fn answers_on_many_threads_come_in_input_order() {
        let mut input = Vec::new();
        for i in 0..5_000 {
            match i % 97 {
                13 => input.extend_from_slice(b"bad\xff\n"),
                // Lines of every length, so that batches end at any point.
                n => input.extend(format!("{}\r\n", "x".repeat(n * 31 % 700) + &i.to_string()).bytes()),
            }
        }
        let (one, bad) = answered(1, &input);
        assert!(bad);
        assert_eq!(one.lines().count(), 5_000);
        assert!(one.lines().enumerate().all(|(i, l)| l.starts_with(&format!("{} ", i + 1))));
        for threads in [2, 3, 8] {
            assert_eq!(answered(threads, &input), (one.clone(), true), "{threads} threads");
        }
        assert_eq!(answered(4, b"a\nb"), ("1 a\n2 b\n".into(), false));
        assert_eq!(answered(4, b""), (String::new(), false));
    }

    /// Jobs of a list: each a number of items.
    struct Counts(std::vec::IntoIter<usize>);

    impl Input for Counts {
        type Job = usize;
        fn next_job(&mut self) -> io::Result<Option<(usize, usize)>> {
            Ok(self.0.next().map(|n| (n, 1)))
        }
        fn may_wait(&self) -> bool {
            false
        }
    }

    #[test]
    fn a_job_is_finished_with_the_tally_of_every_job_before_it() {
        // Each job numbers its items from the count of the items of the jobs before it.
        let counts: Vec<usize> = (0..2_000).map(|i| i * 7 % 5).collect();
        let expected: Vec<usize> = (1..=counts.iter().sum()).collect();
        for threads in [1, 2, 3, 8] {
            let mut out = Vec::new();
            let stages = Stages {
                // Uneven work, so that jobs finish out of order.
                work: &|n: usize| {
                    std::thread::sleep(std::time::Duration::from_micros((n * 13 % 7) as u64));
                    n
                },
                tally: 0usize,
                mark: &|seen: &mut usize, &n: &usize| {
                    let first = *seen + 1;
                    *seen += n;
                    first
                },
                finish: &|n: usize, first: usize| (first..first + n).collect::<Vec<usize>>(),
            };
            let batches = Batches { jobs: 3, bytes: 1 << 20 };
            in_order_tallied(
                threads,
                batches,
                &mut Counts(counts.clone().into_iter()),
                stages,
                |items| {
                    out.extend(items);
                    Ok(())
                },
                || Ok(()),
            )
            .unwrap();
            assert!(out == expected, "{threads} threads");
        }
    }

    /// A program on the other end of a pipe: it writes its next line only once every line it
    /// wrote is answered (and fails the read otherwise, instead of waiting for ever).
    struct Conversation {
        lines: Vec<&'static [u8]>,
        given: usize,
        pending: &'static [u8],
        answers: std::rc::Rc<std::cell::RefCell<Vec<u8>>>,
    }

    impl io::Read for Conversation {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.fill_buf()?.len().min(buf.len());
            buf[..n].copy_from_slice(&self.pending[..n]);
            self.consume(n);
            Ok(n)
        }
    }

    impl BufRead for Conversation {
        fn fill_buf(&mut self) -> io::Result<&[u8]> {
            if self.pending.is_empty() && self.given < self.lines.len() {
                let answered = self.answers.borrow().iter().filter(|&&b| b == b'\n').count();
                if answered < self.given {
                    return Err(io::Error::other(format!(
                        "read again with {answered} of {} lines answered",
                        self.given
                    )));
                }
                self.pending = self.lines[self.given];
                self.given += 1;
            }
            Ok(self.pending)
        }

        fn consume(&mut self, n: usize) {
            self.pending = &self.pending[n..];
        }
    }

    struct Shared(std::rc::Rc<std::cell::RefCell<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.borrow_mut().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_line_is_answered_before_the_next_is_awaited() {
        for threads in [1, 2, 4] {
            let answers = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
            let mut input = Conversation {
                lines: vec![b"one\n", b"two\nthree\n", b"four"],
                given: 0,
                pending: b"",
                answers: answers.clone(),
            };
            answer_lines_on(threads, &mut input, &mut Shared(answers.clone()), reverse).unwrap();
            assert_eq!(String::from_utf8(answers.take()).unwrap(), "1 eno\n2 owt\n3 eerht\n4 ruof\n");
        }
    }
}
