//! An engine's process: started in a process group of its own, read line by line with a
//! timeout, and killed with its whole group — when it hangs, when the run ends, and when
//! arbiter is interrupted (Ctrl-C, `SIGTERM`): nothing is left behind.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex, Once};
use std::time::{Duration, Instant};

/// The longest line an engine may write (a legal-move list is a few kilobytes).
pub const MAX_LINE: usize = 1 << 20;

/// The most of an engine's standard error kept to show after a crash.
const STDERR_TAIL: usize = 2048;

/// What reading a line ended with.
#[derive(Debug)]
pub enum ReadError {
    /// No line within the time allowed.
    Timeout(Duration),
    /// The engine closed its output (it exited or crashed).
    Closed,
    /// A line longer than [`MAX_LINE`] bytes, or not UTF-8.
    Unreadable(Unreadable),
}

/// Why a line the engine wrote cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// Longer than this many bytes.
    TooLong(usize),
    /// Not UTF-8.
    NotUtf8,
}

enum Incoming {
    Line(String),
    Unreadable(Unreadable),
}

/// A running engine process.
pub struct Process {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Incoming>,
    stderr: Arc<Mutex<Vec<u8>>>,
    slot: usize,
}

// --- Every live process group, for the interrupt handler --------------------------------

const SLOTS: usize = 64;
static GROUPS: [AtomicI32; SLOTS] = [const { AtomicI32::new(0) }; SLOTS];

fn register(pgid: i32) -> usize {
    for (i, slot) in GROUPS.iter().enumerate() {
        if slot.compare_exchange(0, pgid, Ordering::SeqCst, Ordering::SeqCst).is_ok() {
            return i;
        }
    }
    SLOTS
}

fn unregister(slot: usize) {
    if let Some(s) = GROUPS.get(slot) {
        s.store(0, Ordering::SeqCst);
    }
}

extern "C" fn on_signal(signal: libc::c_int) {
    // Only async-signal-safe calls: kill(2) and _exit(2).
    for slot in &GROUPS {
        let pgid = slot.load(Ordering::SeqCst);
        if pgid > 0 {
            unsafe {
                libc::kill(-pgid, libc::SIGKILL);
            }
        }
    }
    unsafe { libc::_exit(128 + signal) }
}

/// Makes SIGINT, SIGTERM and SIGHUP kill every engine process group before arbiter exits
/// (the engines run in groups of their own, so a terminal's Ctrl-C does not reach them).
fn install_signal_handlers() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| unsafe {
        let handler = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
        for sig in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
            libc::signal(sig, handler);
        }
    });
}

impl Process {
    /// Starts `command` with the shell (`sh -c 'exec COMMAND'`) in a new process group, its
    /// standard streams piped.
    pub fn spawn(command: &str) -> std::io::Result<Process> {
        use std::os::unix::process::CommandExt;
        install_signal_handlers();
        let mut cmd = Command::new("sh");
        cmd.arg("-c").arg(format!("exec {command}"));
        cmd.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
        cmd.process_group(0);
        unsafe {
            cmd.pre_exec(|| {
                // The engine dies with arbiter even when arbiter is killed outright.
                libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
                Ok(())
            });
        }
        let mut child = cmd.spawn()?;
        let slot = register(child.id() as i32);
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().ok_or_else(|| std::io::Error::other("no stdout"))?;
        let stderr_pipe = child.stderr.take().ok_or_else(|| std::io::Error::other("no stderr"))?;
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut buf = Vec::new();
                match (&mut reader).take(MAX_LINE as u64 + 1).read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {}
                }
                if buf.len() > MAX_LINE && !buf.ends_with(b"\n") {
                    let _ = tx.send(Incoming::Unreadable(Unreadable::TooLong(MAX_LINE)));
                    break;
                }
                while buf.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
                    buf.pop();
                }
                let msg = match String::from_utf8(buf) {
                    Ok(s) => Incoming::Line(s),
                    Err(_) => Incoming::Unreadable(Unreadable::NotUtf8),
                };
                if tx.send(msg).is_err() {
                    break;
                }
            }
        });
        let stderr = Arc::new(Mutex::new(Vec::new()));
        let tail = Arc::clone(&stderr);
        std::thread::spawn(move || {
            let mut pipe = stderr_pipe;
            let mut chunk = [0u8; 1024];
            while let Ok(n) = pipe.read(&mut chunk) {
                if n == 0 {
                    break;
                }
                if let Ok(mut t) = tail.lock() {
                    t.extend_from_slice(&chunk[..n]);
                    let excess = t.len().saturating_sub(STDERR_TAIL);
                    t.drain(..excess);
                }
            }
        });
        Ok(Process { child, stdin, lines: rx, stderr, slot })
    }

    /// Writes one line (a newline is added) and flushes.
    pub fn send(&mut self, line: &str) -> std::io::Result<()> {
        let stdin = self.stdin.as_mut().ok_or_else(|| std::io::Error::other("the engine's input is closed"))?;
        stdin.write_all(line.as_bytes())?;
        stdin.write_all(b"\n")?;
        stdin.flush()
    }

    /// The next line, waiting at most until `deadline`.
    pub fn read_line(&mut self, deadline: Instant) -> Result<String, ReadError> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(Incoming::Line(l)) => Ok(l),
            Ok(Incoming::Unreadable(why)) => Err(ReadError::Unreadable(why)),
            Err(RecvTimeoutError::Timeout) => Err(ReadError::Timeout(left)),
            Err(RecvTimeoutError::Disconnected) => Err(ReadError::Closed),
        }
    }

    /// How the process ended, if it has (exit status 3, signal 11).
    pub fn exit_status(&mut self) -> Option<super::Stopped> {
        use std::os::unix::process::ExitStatusExt;
        let status = self.child.try_wait().ok()??;
        Some(match (status.code(), status.signal()) {
            (Some(code), _) => super::Stopped::Exit(code),
            (None, Some(sig)) => super::Stopped::Signal(sig),
            _ => super::Stopped::Other(status.to_string()),
        })
    }

    /// The end of what the engine wrote on its standard error.
    pub fn stderr_tail(&self) -> String {
        self.stderr.lock().map(|t| String::from_utf8_lossy(&t).trim().to_owned()).unwrap_or_default()
    }

    /// Why the engine stopped answering: its exit status (given a moment to appear) and
    /// the end of its standard error.
    pub fn crashed(&mut self) -> super::EngineError {
        for _ in 0..50 {
            if self.exit_status().is_some() {
                break;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        super::EngineError::Crashed {
            status: self.exit_status(),
            stderr: super::jsonlines::bounded(&self.stderr_tail()),
        }
    }

    /// Ends the process when a request failed in a way that needs a new one
    /// ([`super::EngineError::needs_restart`]); the next request starts it again.
    pub fn stop_after<T>(slot: &mut Option<Process>, result: &Result<T, super::EngineError>) {
        if let Err(e) = result
            && e.needs_restart()
            && let Some(p) = slot.take()
        {
            p.shutdown(Duration::ZERO);
        }
    }

    /// The process id (also its group's id).
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// Closes the engine's input, waits up to `grace` for it to exit, then kills its whole
    /// process group and reaps it.
    pub fn shutdown(mut self, grace: Duration) {
        self.stdin.take();
        let deadline = Instant::now() + grace;
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        // `self` drops here: the group is killed and the child reaped.
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.stdin.take();
        let pgid = self.child.id() as i32;
        unsafe {
            libc::kill(-pgid, libc::SIGKILL);
        }
        let _ = self.child.wait();
        unregister(self.slot);
    }
}
