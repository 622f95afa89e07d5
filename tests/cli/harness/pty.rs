//! A person at an 80-column terminal: `licensectl` under `script -qec`, its screen read as it
//! comes, keys typed only once the expected prompt is on screen.

use std::io::{Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

use crate::harness::Sandbox;

/// How long a prompt may take to appear before the test fails (a bound, not a wait).
const PATIENCE: Duration = Duration::from_secs(60);

pub struct Pty {
    child: Child,
    stdin: Option<ChildStdin>,
    rx: Receiver<Vec<u8>>,
    pub screen: String,
}

impl Pty {
    /// `licensectl ARGS` in a pseudo-terminal with the environment of `sb.cmd()`.
    pub fn spawn(sb: &Sandbox, args: &[&str]) -> Pty {
        Pty::spawn_with(sb, args, &[("NO_COLOR", "1")])
    }

    /// `spawn` with colour as the terminal allows it (no `NO_COLOR`), plus the variables `env`.
    pub fn spawn_with(sb: &Sandbox, args: &[&str], env: &[(&str, &str)]) -> Pty {
        Pty::spawn_sized(sb, args, env, 80)
    }

    /// `spawn_with` at a terminal `cols` columns wide.
    pub fn spawn_sized(sb: &Sandbox, args: &[&str], env: &[(&str, &str)], cols: usize) -> Pty {
        let bin = assert_cmd::cargo::cargo_bin("licensectl");
        let mut line = format!("stty cols {cols} rows 24; exec ");
        line.push_str(&shlex::try_quote(bin.to_str().unwrap()).unwrap());
        for a in args {
            line.push(' ');
            line.push_str(&shlex::try_quote(a).unwrap());
        }
        let mut c = Command::new("script");
        c.args(["-qec", &line, "/dev/null"]);
        c.env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("HOME", sb.home.path())
            .env("TERM", "xterm")
            .env("LICENSECTL_CONFIG", sb.config_path())
            .env("LICENSECTL_DATA_DIR", sb.data_dir())
            .env("LICENSECTL_NOW", sb.now().to_string())
            .envs(env.iter().copied())
            .env("LICENSECTL_BASE_URL", &sb.info.base_url)
            .env("LICENSECTL_SELLER_KEY", &sb.info.seller_key)
            .env("LICENSECTL_APP_NAME", &sb.info.app_name)
            .env("LICENSECTL_OWNERID", &sb.info.ownerid)
            .env("LICENSECTL_PUBLIC_KEY", &sb.info.public_key);
        let mut child = c
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("script(1) runs");
        let mut out = child.stdout.take().unwrap();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = out.read(&mut buf) {
                if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Pty {
            child,
            stdin,
            rx,
            screen: String::new(),
        }
    }

    /// Reads the screen until `needle` appears on it.
    #[track_caller]
    pub fn expect(&mut self, needle: &str) {
        while !self.screen.contains(needle) {
            match self.rx.recv_timeout(PATIENCE) {
                Ok(bytes) => self.screen.push_str(&String::from_utf8_lossy(&bytes)),
                Err(_) => panic!("{needle:?} never appeared; the screen:\n{}", self.screen),
            }
        }
    }

    /// Waits until `needle` is on the screen `n` times (a prompt asked again).
    pub fn expect_nth(&mut self, needle: &str, n: usize) {
        while self.screen.matches(needle).count() < n {
            match self.rx.recv_timeout(PATIENCE) {
                Ok(bytes) => self.screen.push_str(&String::from_utf8_lossy(&bytes)),
                Err(_) => panic!(
                    "{needle:?} never appeared {n} times; the screen:\n{}",
                    self.screen
                ),
            }
        }
    }

    /// Types `text` (a prompt must already be on screen: see `expect`).
    pub fn send(&mut self, text: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        stdin.write_all(text.as_bytes()).unwrap();
        stdin.flush().unwrap();
    }

    /// Waits for the end; returns the exit code and the whole screen.
    pub fn finish(mut self) -> (i32, String) {
        drop(self.stdin.take());
        while let Ok(bytes) = self.rx.recv_timeout(PATIENCE) {
            self.screen.push_str(&String::from_utf8_lossy(&bytes));
        }
        let status = crate::harness::bounded::wait(&mut self.child, "the terminal's command");
        (
            status.code().unwrap_or(-1),
            std::mem::take(&mut self.screen),
        )
    }
}

/// A test that fails before `finish` leaves no terminal behind: `script` killed, its command
/// gets the terminal's hang-up (a `watch` would otherwise poll on after the test).
impl Drop for Pty {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
