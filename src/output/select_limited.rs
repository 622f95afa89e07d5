//! `--jq` within limits: the filter runs in a child licensectl (`CHILD`) with a step budget (CPU
//! seconds), a memory budget (address space) and a depth budget (stack), its outputs streamed back
//! as they come. A filter that spends a budget ends with exit 2 naming it — never a hang, a
//! multi-gigabyte process or a stack-overflow abort; the child's exit code is never licensectl's.

use serde_json::Value;

use crate::error::Failure;

/// The environment variable that makes licensectl the `--jq` child (read before anything else).
pub const CHILD: &str = "LICENSECTL_JQ_CHILD";

/// CPU seconds a filter may use (`range(1e9)`, `repeat(1)`); its outputs are printed meanwhile.
/// `LICENSECTL_JQ_SECONDS` sets another (1–3600).
pub const STEP_SECONDS: u64 = 10;

fn step_seconds() -> u64 {
    std::env::var("LICENSECTL_JQ_SECONDS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .filter(|n| (1..=3600).contains(n))
        .unwrap_or(STEP_SECONDS)
}
/// Address space of the child, in MiB (`[.[]|..]|repeat(.)`).
pub const MEMORY_MIB: u64 = 1024;
/// Stack of the child, in MiB (`def f: [f]; f`).
pub const DEPTH_MIB: u64 = 64;

/// Runs `expr` on `input`, each output to `each` as produced.
pub fn run(
    expr: &str,
    input: &Value,
    each: &mut dyn FnMut(Value) -> Result<(), Failure>,
) -> Result<(), Failure> {
    // Unit tests run in the test binary, which is not licensectl: in process (no runaway filters
    // there).
    if cfg!(test) || !cfg!(unix) {
        return super::jq_each(expr, input, each);
    }
    child(expr, input, each)
}

#[cfg(not(unix))]
fn child(
    expr: &str,
    input: &Value,
    each: &mut dyn FnMut(Value) -> Result<(), Failure>,
) -> Result<(), Failure> {
    super::jq_each(expr, input, each)
}

#[cfg(unix)]
fn child(
    expr: &str,
    input: &Value,
    each: &mut dyn FnMut(Value) -> Result<(), Failure>,
) -> Result<(), Failure> {
    use std::io::{Read, Write};

    // The filter is checked here first: a syntax error is reported as before, without a child.
    super::filter(expr)?;
    let seconds = step_seconds();
    let mut kid = spawn_limited(expr, seconds)?;
    // The input is written and the child's stderr read on their own threads while its outputs
    // are read here: neither pipe can fill up and stall the child.
    let text = serde_json::to_vec(input).unwrap_or_default();
    let mut stdin = kid.stdin.take();
    let feeder = std::thread::spawn(move || {
        if let Some(s) = stdin.as_mut() {
            let _ = s.write_all(&text);
        }
    });
    let mut stderr = kid.stderr.take();
    let errs = std::thread::spawn(move || {
        let mut text = String::new();
        if let Some(e) = stderr.as_mut() {
            let _ = e.take(1 << 16).read_to_string(&mut text);
        }
        text
    });
    let failed = kid.stdout.take().and_then(|out| each_output(out, each));
    if failed.is_some() {
        let _ = kid.kill();
    }
    let status = kid.wait();
    let _ = feeder.join();
    let said = errs.join().unwrap_or_default();
    if let Some(f) = failed {
        return Err(f);
    }
    let status = status.map_err(|e| Failure::Usage(format!("--jq: the filter failed: {e}")))?;
    if status.success() {
        return Ok(());
    }
    Err(stopped(expr, status, said.trim(), seconds))
}

/// The child licensectl running `expr`, its budgets set before it runs a step.
#[cfg(unix)]
fn spawn_limited(expr: &str, seconds: u64) -> Result<std::process::Child, Failure> {
    use std::os::unix::process::CommandExt;
    use std::process::{Command, Stdio};

    let exe = std::env::current_exe()
        .map_err(|e| Failure::Usage(format!("--jq: cannot run the filter: {e}")))?;
    let mut cmd = Command::new(exe);
    cmd.env_clear()
        .env(CHILD, "1")
        .arg(expr)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // SAFETY: only async-signal-safe calls (setrlimit) between fork and exec.
    unsafe {
        cmd.pre_exec(move || {
            let limit = |res, v: u64| {
                let l = libc::rlimit {
                    rlim_cur: v as libc::rlim_t,
                    rlim_max: v as libc::rlim_t,
                };
                libc::setrlimit(res, &l);
            };
            limit(libc::RLIMIT_CPU, seconds);
            limit(libc::RLIMIT_AS, MEMORY_MIB << 20);
            limit(libc::RLIMIT_STACK, DEPTH_MIB << 20);
            limit(libc::RLIMIT_CORE, 0);
            Ok(())
        });
    }
    cmd.spawn()
        .map_err(|e| Failure::Usage(format!("--jq: cannot run the filter: {e}")))
}

/// Each output line of the child to `each` as it comes; the failure that stopped it, if any.
#[cfg(unix)]
fn each_output(
    out: std::process::ChildStdout,
    each: &mut dyn FnMut(Value) -> Result<(), Failure>,
) -> Option<Failure> {
    use std::io::BufRead;
    for line in std::io::BufReader::new(out).lines() {
        let Ok(line) = line else { break };
        let Ok(v) = serde_json::from_str::<Value>(&line) else {
            continue;
        };
        if let Err(f) = each(v) {
            return Some(f);
        }
    }
    None
}

/// Why the child ended badly: the budget it spent, or its own error (exit 2, one line).
#[cfg(unix)]
fn stopped(expr: &str, status: std::process::ExitStatus, said: &str, seconds: u64) -> Failure {
    use std::os::unix::process::ExitStatusExt;
    let budget = if status.signal() == Some(libc::SIGXCPU) || status.signal() == Some(libc::SIGKILL)
    {
        format!("its step budget ({seconds} s of CPU; LICENSECTL_JQ_SECONDS sets another)")
    } else if said.contains("overflowed its stack") {
        format!("its depth budget ({DEPTH_MIB} MiB of stack: a recursion without end?)")
    } else if said.contains("memory allocation") || said.contains("out of memory") {
        format!("its memory budget ({MEMORY_MIB} MiB)")
    } else if let Some(msg) = said.lines().next().filter(|_| status.code() == Some(2)) {
        return Failure::Usage(msg.to_string());
    } else {
        "a limit".to_string()
    };
    Failure::Usage(format!(
        "--jq {expr:?}: the filter used up {budget} and was stopped; narrow it (e.g. limit(n; …), first(…))"
    ))
}

/// The child's side: reads the input document on stdin, runs the filter named on the command
/// line, writes each output as one JSON line as soon as it is produced; an error is one line on
/// stderr and exit 2. Returns the exit code.
pub fn child_main() -> i32 {
    use std::io::{Read, Write};
    let Some(expr) = std::env::args().nth(1) else {
        return 2;
    };
    let mut text = Vec::new();
    if std::io::stdin().read_to_end(&mut text).is_err() {
        return 2;
    }
    let Ok(input) = serde_json::from_slice::<Value>(&text) else {
        return 2;
    };
    drop(text);
    let mut out = crate::output::Stdout::lock();
    let ran = super::jq_each(&expr, &input, &mut |v| {
        let mut line = v.to_string();
        line.push('\n');
        out.write_all(line.as_bytes())
            .and_then(|()| out.flush())
            .map_err(|e| Failure::Usage(e.to_string()))
    });
    match ran {
        Ok(()) => 0,
        Err(f) => {
            let _ = writeln!(std::io::stderr(), "{}", f.message());
            2
        }
    }
}
