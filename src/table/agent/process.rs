//! The outside program as a child process: its input written by a thread of its
//! own, its output cut into lines by another, both talking to the game through
//! channels so that the game never blocks on the program. A program that stops
//! reading or writing costs the game a timeout, never a hang; a line without end
//! costs at most [`MAX_LINE`] bytes of memory.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender, TryRecvError, TrySendError};
use std::thread;
use std::time::{Duration, Instant};

/// Longest line (bytes, without its newline) the game reads from a program. An
/// answer is a few hundred bytes; a longer line is reported and skipped.
pub const MAX_LINE: usize = 1 << 20;

/// Messages to the program waiting to be written. A program that reads nothing
/// fills the pipe; then these fill, and the game says it is not reading.
const OUTBOX: usize = 4;

/// Lines from the program waiting to be read. When they fill, the reader
/// thread waits, and so does a program that writes too much: memory stays bounded.
const INBOX: usize = 64;

/// How long a program may take to exit once its input is closed before it is killed.
const EXIT_GRACE: Duration = Duration::from_millis(500);

/// What the program wrote, as the reader thread saw it.
#[derive(Clone, Debug, PartialEq)]
pub enum Incoming {
    Line(String),
    /// A line longer than [`MAX_LINE`]; the rest of it is skipped.
    TooLong,
    /// A line that is not UTF-8.
    NotText,
    /// The program closed its output (usually: it exited).
    Closed,
    /// Reading failed; the reader has stopped.
    Failed(String),
}

/// Why a message could not be handed to the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SendProblem {
    /// Earlier messages are still unwritten: the program does not read.
    NotReading,
    /// Its input is closed: the program is gone.
    Closed,
}

/// A running program with piped input and output.
pub struct Process {
    child: Child,
    outbox: Option<SyncSender<String>>,
    inbox: Receiver<Incoming>,
}

impl Process {
    /// Starts `program` with `args` (no shell), its stderr going to `stderr`.
    pub fn spawn(program: &str, args: &[String], stderr: File) -> io::Result<Process> {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::from(stderr))
            .spawn()?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            // Both were asked for as pipes, so this does not happen; if it did,
            // the child must not be left running.
            let _ = child.kill();
            let _ = child.wait();
            return Err(io::Error::other("the program's pipes were not opened"));
        };
        let (outbox, to_write) = mpsc::sync_channel(OUTBOX);
        let (read_lines, inbox) = mpsc::sync_channel(INBOX);
        let threads = thread::Builder::new()
            .name("agent-writer".to_string())
            .spawn(move || write_lines(stdin, to_write))
            .and_then(|_| {
                thread::Builder::new()
                    .name("agent-reader".to_string())
                    .spawn(move || read_lines_into(stdout, read_lines))
            });
        if let Err(e) = threads {
            // Without its threads the program cannot be talked to: end it.
            let _ = child.kill();
            let _ = child.wait();
            return Err(e);
        }
        Ok(Process {
            child,
            outbox: Some(outbox),
            inbox,
        })
    }

    /// Queues one line (a newline is added) without waiting for it to be written.
    pub fn send(&self, line: String) -> Result<(), SendProblem> {
        let Some(outbox) = &self.outbox else {
            return Err(SendProblem::Closed);
        };
        match outbox.try_send(line) {
            Ok(()) => Ok(()),
            Err(TrySendError::Full(_)) => Err(SendProblem::NotReading),
            Err(TrySendError::Disconnected(_)) => Err(SendProblem::Closed),
        }
    }

    /// The next thing the program wrote, waiting until `deadline` at most.
    pub fn receive(&self, deadline: Instant) -> Option<Incoming> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.inbox.recv_timeout(left) {
            Ok(incoming) => Some(incoming),
            Err(RecvTimeoutError::Timeout) => None,
            // The reader only stops after sending `Closed` or `Failed`.
            Err(RecvTimeoutError::Disconnected) => Some(Incoming::Closed),
        }
    }

    /// What the program has written already, without waiting.
    pub fn try_receive(&self) -> Option<Incoming> {
        match self.inbox.try_recv() {
            Ok(incoming) => Some(incoming),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Incoming::Closed),
        }
    }

    /// The exit status, waiting up to `wait` for the program to finish.
    pub fn exit_status(&mut self, wait: Duration) -> Option<ExitStatus> {
        let until = Instant::now() + wait;
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return Some(status),
                Ok(None) if Instant::now() < until => thread::sleep(Duration::from_millis(5)),
                _ => return None,
            }
        }
    }

    /// Closes the program's input, gives it [`EXIT_GRACE`] to exit, then kills
    /// it; either way it is waited for, so no zombie is left.
    pub fn close(&mut self) {
        self.outbox = None;
        if self.exit_status(EXIT_GRACE).is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.close();
    }
}

/// The writer thread: each line and a newline, until the game drops its sender
/// (then the program's input is closed) or the program stops reading for good.
fn write_lines(mut stdin: ChildStdin, lines: Receiver<String>) {
    for line in lines {
        let written = stdin
            .write_all(line.as_bytes())
            .and_then(|()| stdin.write_all(b"\n"))
            .and_then(|()| stdin.flush());
        if written.is_err() {
            return;
        }
    }
}

/// The reader thread: the program's output cut at newlines, each line at most
/// [`MAX_LINE`] bytes (the rest of a longer one is read and dropped).
fn read_lines_into(stdout: impl Read, out: SyncSender<Incoming>) {
    let mut reader = BufReader::with_capacity(64 * 1024, stdout);
    let mut line: Vec<u8> = Vec::new();
    let mut skipping = false;
    loop {
        let buffer = match reader.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => {
                let _ = out.send(Incoming::Failed(e.to_string()));
                return;
            }
        };
        if buffer.is_empty() {
            if !line.is_empty() && !skipping && out.send(finish(&mut line)).is_err() {
                return;
            }
            let _ = out.send(Incoming::Closed);
            return;
        }
        let (taken, ends) = match buffer.iter().position(|&b| b == b'\n') {
            Some(i) => (i, true),
            None => (buffer.len(), false),
        };
        if !skipping {
            if line.len() + taken > MAX_LINE {
                line = Vec::new();
                skipping = true;
                if out.send(Incoming::TooLong).is_err() {
                    return;
                }
            } else {
                line.extend_from_slice(&buffer[..taken]);
            }
        }
        reader.consume(if ends { taken + 1 } else { taken });
        if ends {
            if !skipping && out.send(finish(&mut line)).is_err() {
                return;
            }
            line.clear();
            skipping = false;
        }
    }
}

/// A complete line as text (a trailing `\r` dropped), the buffer emptied.
fn finish(line: &mut Vec<u8>) -> Incoming {
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    match String::from_utf8(std::mem::take(line)) {
        Ok(text) => Incoming::Line(text),
        Err(_) => Incoming::NotText,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    fn lines_of(bytes: Vec<u8>) -> Vec<Incoming> {
        let (tx, rx) = mpsc::sync_channel(1024);
        read_lines_into(Cursor::new(bytes), tx);
        rx.into_iter().collect()
    }

    #[test]
    fn lines_are_cut_at_newlines_and_the_last_one_needs_none() {
        let got = lines_of(b"one\r\ntwo\n\nthree".to_vec());
        assert_eq!(
            got,
            vec![
                Incoming::Line("one".into()),
                Incoming::Line("two".into()),
                Incoming::Line(String::new()),
                Incoming::Line("three".into()),
                Incoming::Closed,
            ]
        );
    }

    #[test]
    fn a_line_too_long_is_reported_once_and_the_next_line_still_read() {
        let mut bytes = vec![b'x'; 3 * MAX_LINE];
        bytes.extend_from_slice(b"\nnext\n");
        let got = lines_of(bytes);
        assert_eq!(
            got,
            vec![
                Incoming::TooLong,
                Incoming::Line("next".into()),
                Incoming::Closed
            ]
        );
    }

    #[test]
    fn a_line_of_exactly_the_limit_is_kept_and_bytes_not_utf8_are_reported() {
        let mut bytes = vec![b'y'; MAX_LINE];
        bytes.extend_from_slice(b"\n\xff\xfe\n");
        let got = lines_of(bytes);
        assert_eq!(got.len(), 3);
        assert!(matches!(&got[0], Incoming::Line(l) if l.len() == MAX_LINE));
        assert_eq!(got[1], Incoming::NotText);
    }
}
