//! The driver of an engine speaking arbiter's JSON-lines protocol ([`super::protocol`]).

use std::time::{Duration, Instant};

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::process::{Process, ReadError};
use super::protocol::{self, Capability, Envelope, Hello, Request};
use super::{Driver, EngineError, EngineInfo, Impossible, Malformed, Protocol};

/// A JSON-lines engine.
pub struct JsonLines {
    command: String,
    timeout: Duration,
    process: Option<Process>,
    next_id: u64,
    info: Option<EngineInfo>,
}

impl JsonLines {
    /// A driver for `command` (started on the first request); `timeout` bounds each answer.
    pub fn new(command: &str, timeout: Duration) -> JsonLines {
        JsonLines { command: command.to_owned(), timeout, process: None, next_id: 0, info: None }
    }

    fn start(&mut self) -> Result<(), EngineError> {
        let process = Process::spawn(&self.command)
            .map_err(|e| EngineError::Spawn { command: self.command.clone(), why: e.to_string() })?;
        self.process = Some(process);
        let timeout = self.timeout;
        self.timeout = timeout.max(super::STARTUP_TIMEOUT);
        let hello = self.exchange::<Hello>(&Request::Hello { protocol: protocol::VERSION });
        self.timeout = timeout;
        let hello = hello?;
        if hello.protocol != protocol::VERSION {
            return Err(EngineError::Impossible(Impossible::ProtocolVersion {
                engine: hello.protocol,
                arbiter: protocol::VERSION,
            }));
        }
        if !hello.capabilities.contains(&Capability::LegalMoves) {
            return Err(EngineError::Impossible(Impossible::NoLegalMoves));
        }
        let mut capabilities = hello.capabilities.clone();
        capabilities.sort();
        capabilities.dedup();
        self.info = Some(EngineInfo {
            name: hello.name,
            version: hello.version,
            protocol: Protocol::JsonLines,
            command: Some(self.command.clone()),
            capabilities,
        });
        Ok(())
    }

    /// Sends one request and reads its answer, checking the id.
    fn exchange<T: DeserializeOwned>(&mut self, request: &Request) -> Result<T, EngineError> {
        let id = self.next_id;
        self.next_id += 1;
        let line = serde_json::to_string(&Envelope { id, request: request.clone() })
            .map_err(|e| EngineError::Impossible(Impossible::Request(e.to_string())))?;
        let timeout = self.timeout;
        let process = self.process.as_mut().ok_or(EngineError::NotRunning)?;
        if process.send(&line).is_err() {
            return Err(process.crashed());
        }
        let deadline = Instant::now() + timeout;
        loop {
            let text = match process.read_line(deadline) {
                Ok(t) => t,
                Err(ReadError::Timeout(_)) => return Err(EngineError::Timeout(timeout)),
                Err(ReadError::Closed) => return Err(process.crashed()),
                Err(ReadError::Unreadable(why)) => {
                    return Err(EngineError::Malformed { line: String::new(), why: Malformed::Unreadable(why) });
                }
            };
            if text.trim().is_empty() {
                continue;
            }
            let value: Value = serde_json::from_str(&text)
                .map_err(|e| EngineError::Malformed { line: bounded(&text), why: Malformed::json(&e) })?;
            match value.get("id").and_then(Value::as_u64) {
                Some(got) if got == id => {}
                // A late answer to a request that timed out earlier: skip it.
                Some(got) if got < id => continue,
                _ => {
                    return Err(EngineError::Malformed { line: bounded(&text), why: Malformed::WrongId(id) });
                }
            }
            if let Some(err) = value.get("error") {
                let why = err.as_str().map(str::to_owned).unwrap_or_else(|| err.to_string());
                return Err(EngineError::Refused(bounded(&why)));
            }
            return serde_json::from_value(value)
                .map_err(|e| EngineError::Malformed { line: bounded(&text), why: Malformed::json(&e) });
        }
    }
}

/// At most 200 characters of an engine's line, for messages.
pub(crate) fn bounded(text: &str) -> String {
    let mut out: String = text.chars().take(200).collect();
    if text.chars().count() > 200 {
        out.push('…');
    }
    out
}

impl Driver for JsonLines {
    fn info(&mut self) -> Result<EngineInfo, EngineError> {
        if self.info.is_none() || self.process.is_none() {
            self.process = None;
            self.start()?;
        }
        self.info.clone().ok_or(EngineError::NotRunning)
    }

    fn request(&mut self, request: &Request) -> Result<Value, EngineError> {
        if self.process.is_none() {
            self.start()?;
        }
        let result = self.exchange::<Value>(request);
        Process::stop_after(&mut self.process, &result);
        result
    }

    fn shutdown(&mut self) {
        if let Some(mut p) = self.process.take() {
            let quit =
                serde_json::to_string(&Envelope { id: self.next_id, request: Request::Quit }).unwrap_or_default();
            let _ = p.send(&quit);
            p.shutdown(Duration::from_millis(500));
        }
    }
}
