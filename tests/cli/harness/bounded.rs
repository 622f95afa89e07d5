//! Every wait a test makes — on a licensectl run, a child process, a thread reading a FIFO — is
//! bounded here: past the bound the process is killed and the test fails saying what it waited
//! for, so a defect that hangs (a result renamed over a FIFO its reader still waits on) is a
//! failure in minutes at most, never a test that runs for ever.

use std::io::Read;
use std::process::{Child, Command, ExitStatus, Output, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How long any one wait may take before the test fails (a bound, not a wait: every wait ends
/// as soon as what it waits for happens).
pub const BOUND: Duration = Duration::from_secs(120);

/// What a thread started with `spawn` will hand back.
pub struct Pending<T>(Receiver<T>);

/// Runs `f` on a thread of its own; `Pending::wait` takes its result within a bound.
pub fn spawn<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Pending<T> {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    Pending(rx)
}

impl<T> Pending<T> {
    /// The thread's result; fails naming `what` when it takes longer than `within` (a thread
    /// still blocked — in `open` of a FIFO nobody will write — is left behind, blocked).
    #[track_caller]
    pub fn wait(self, what: &str, within: Duration) -> T {
        match self.0.recv_timeout(within) {
            Ok(v) => v,
            Err(RecvTimeoutError::Timeout) => {
                panic!("waited {within:?} and gave up: {what}")
            }
            Err(RecvTimeoutError::Disconnected) => panic!("{what}: the thread panicked"),
        }
    }
}

/// Kills `pid` (SIGKILL) unless `done` says the wait ended first, within `BOUND`.
fn watchdog(pid: u32) -> (std::sync::mpsc::Sender<()>, Pending<bool>) {
    let (tx, rx) = channel::<()>();
    let fired = spawn(move || match rx.recv_timeout(BOUND) {
        Err(RecvTimeoutError::Timeout) => {
            // SAFETY: kill(2) of a child this test started and has not yet reaped.
            unsafe { libc::kill(pid as i32, libc::SIGKILL) };
            true
        }
        _ => false,
    });
    (tx, fired)
}

/// Waits for `child` to end, within `BOUND`; past it the child is killed and the test fails
/// naming `what`.
#[track_caller]
pub fn wait(child: &mut Child, what: &str) -> ExitStatus {
    let started = Instant::now();
    let (done, fired) = watchdog(child.id());
    let status = child.wait().expect("the child can be waited for");
    let _ = done.send(());
    if fired.wait("the watchdog", Duration::from_secs(5)) {
        panic!(
            "{what}: did not end within {:?} (killed after {:?})",
            BOUND,
            started.elapsed()
        );
    }
    status
}

/// `wait`, with the child's piped stdout and stderr collected (each read on its own thread,
/// so a full pipe never stalls it).
#[track_caller]
pub fn wait_with_output(mut child: Child, what: &str) -> Output {
    let reader = |r: Option<Box<dyn Read + Send>>| {
        spawn(move || {
            let mut got = Vec::new();
            if let Some(mut r) = r {
                let _ = r.read_to_end(&mut got);
            }
            got
        })
    };
    let out = reader(
        child
            .stdout
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
    );
    let err = reader(
        child
            .stderr
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
    );
    let status = wait(&mut child, what);
    // A grandchild may still hold the pipes: their ends are waited for within a bound too.
    let stdout = out.wait(&format!("{what}: its stdout never closed"), BOUND);
    let stderr = err.wait(&format!("{what}: its stderr never closed"), BOUND);
    Output {
        status,
        stdout,
        stderr,
    }
}

/// `output()` and `status()` of a command, within `BOUND`; what was waited for is the command
/// itself (its program and arguments), named when it fails.
pub trait Bounded {
    /// `Command::output` (stdin nothing, stdout and stderr collected), within `BOUND`.
    fn bounded_output(&mut self) -> Output;
    /// `Command::status` (stdio as set, else inherited), within `BOUND`.
    fn bounded_status(&mut self) -> ExitStatus;
}

impl Bounded for Command {
    #[track_caller]
    fn bounded_output(&mut self) -> Output {
        let what = format!("{self:?}");
        let child = self
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("{what}: cannot start: {e}"));
        wait_with_output(child, &what)
    }

    #[track_caller]
    fn bounded_status(&mut self) -> ExitStatus {
        let what = format!("{self:?}");
        let mut child = self
            .spawn()
            .unwrap_or_else(|e| panic!("{what}: cannot start: {e}"));
        wait(&mut child, &what)
    }
}

/// assert_cmd's command (its stdin given with `write_stdin`): killed at `BOUND`, and a kill by
/// the bound fails the test naming the command.
impl Bounded for assert_cmd::Command {
    #[track_caller]
    fn bounded_output(&mut self) -> Output {
        let what = format!("{self:?}");
        self.timeout(BOUND);
        let started = Instant::now();
        let out = self
            .output()
            .unwrap_or_else(|e| panic!("{what}: cannot run: {e}"));
        if out.status.code().is_none() && started.elapsed() >= BOUND {
            panic!(
                "{what}: did not end within {BOUND:?}: killed\n{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
        }
        out
    }

    #[track_caller]
    fn bounded_status(&mut self) -> ExitStatus {
        self.bounded_output().status
    }
}

/// The first line `child` prints on its (piped) stdout, within `BOUND`: a child that never
/// prints it is killed and the test fails naming `what`. The rest of its stdout is not read.
#[track_caller]
pub fn first_line(child: &mut Child, what: &str) -> String {
    let out = child.stdout.take().expect("the child's stdout is piped");
    let (done, fired) = watchdog(child.id());
    let line = spawn(move || {
        let mut line = String::new();
        let _ = std::io::BufRead::read_line(&mut std::io::BufReader::new(out), &mut line);
        line
    })
    .wait(
        &format!("{what}: its first line"),
        BOUND + Duration::from_secs(5),
    );
    let _ = done.send(());
    if fired.wait("the watchdog", Duration::from_secs(5)) {
        panic!("{what}: printed no line within {BOUND:?} (killed)");
    }
    line
}

/// Reads `r` until a line containing `needle` has come, within `BOUND`; returns the reader
/// (still open: the process may write on) and the text read. Fails naming `what` when the
/// stream ends without it or the bound passes.
#[track_caller]
pub fn read_until<R: Read + Send + 'static>(
    r: std::io::BufReader<R>,
    needle: &str,
    what: &str,
) -> (std::io::BufReader<R>, String) {
    let wanted = needle.to_string();
    let (r, text, found) = spawn(move || {
        let mut r = r;
        let mut text = String::new();
        loop {
            let mut line = String::new();
            match std::io::BufRead::read_line(&mut r, &mut line) {
                Ok(n) if n > 0 => {
                    text.push_str(&line);
                    if line.contains(&wanted) {
                        return (r, text, true);
                    }
                }
                _ => return (r, text, false),
            }
        }
    })
    .wait(&format!("{what}: {needle:?}"), BOUND);
    assert!(
        found,
        "{what}: {needle:?} never came; the stream ended:\n{text}"
    );
    (r, text)
}
