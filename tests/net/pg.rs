//! A throwaway PostgreSQL cluster for one test: `initdb` in a temp folder as an
//! unprivileged user (through `runuser -u postgres` when the test runs as
//! root, which initdb refuses), `pg_ctl start` on a free port of 127.0.0.1,
//! trust authentication, a fresh database per store; stopped and removed when
//! dropped. Where it cannot start (no PostgreSQL installed, no user to run it
//! as, the start fails) [`Cluster::start`] says why and the test skips.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;

pub struct Cluster {
    dir: PathBuf,
    bin: PathBuf,
    port: u16,
    /// `Some("postgres")` when the tools run through `runuser` (we are root).
    run_as: Option<String>,
}

/// The folder of `initdb` and `pg_ctl`: the distribution's
/// `/usr/lib/postgresql/N/bin` (newest first), else the PATH.
fn find_bin() -> Option<PathBuf> {
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path().join("bin"))
        .filter(|bin| bin.join("initdb").is_file() && bin.join("pg_ctl").is_file())
        .collect();
    versions.sort();
    if let Some(bin) = versions.pop() {
        return Some(bin);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .find(|dir| dir.join("initdb").is_file() && dir.join("pg_ctl").is_file())
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
        .unwrap_or(false)
}

/// The uid and gid of a user, by `id`.
fn ids_of(user: &str) -> Option<(u32, u32)> {
    let id = |flag: &str| -> Option<u32> {
        let out = Command::new("id").args([flag, user]).output().ok()?;
        if !out.status.success() {
            return None;
        }
        String::from_utf8_lossy(&out.stdout).trim().parse().ok()
    };
    Some((id("-u")?, id("-g")?))
}

fn free_port() -> Option<u16> {
    let listener = TcpListener::bind("127.0.0.1:0").ok()?;
    Some(listener.local_addr().ok()?.port())
}

impl Cluster {
    /// A running cluster, or why there is none (the caller prints it and skips).
    pub fn start(name: &str) -> Result<Cluster, String> {
        let bin = find_bin().ok_or("PostgreSQL is not installed (no initdb, no pg_ctl)")?;
        let run_as = if is_root() {
            if !Path::new("/usr/sbin/runuser").exists() && !Path::new("/sbin/runuser").exists() {
                return Err("running as root and runuser is missing".to_string());
            }
            Some("postgres".to_string())
        } else {
            None
        };
        let dir = std::env::temp_dir().join(format!("via-appia-pg-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| format!("no temp folder: {e}"))?;
        if let Some(user) = &run_as {
            let (uid, gid) = ids_of(user).ok_or("running as root and there is no user postgres")?;
            std::os::unix::fs::chown(&dir, Some(uid), Some(gid))
                .map_err(|e| format!("cannot give {} to {user}: {e}", dir.display()))?;
        }
        let port = free_port().ok_or("no free port on 127.0.0.1")?;
        let cluster = Cluster {
            dir,
            bin,
            port,
            run_as,
        };
        let data = cluster.data();
        cluster.tool(
            "initdb",
            &[
                "-D",
                &data,
                "-A",
                "trust",
                "-U",
                "postgres",
                "-E",
                "UTF8",
                "--no-sync",
            ],
        )?;
        // fsync off: the cluster is thrown away; PostgreSQL's durability is
        // not what these tests check, the store's answers are.
        let options = format!(
            "-k {} -p {} -c listen_addresses=127.0.0.1 -c fsync=off",
            cluster.dir.display(),
            cluster.port
        );
        let log = cluster.dir.join("log").display().to_string();
        cluster.tool(
            "pg_ctl",
            &[
                "start", "-D", &data, "-l", &log, "-w", "-t", "60", "-o", &options,
            ],
        )?;
        Ok(cluster)
    }

    fn data(&self) -> String {
        self.dir.join("data").display().to_string()
    }

    /// Runs one of PostgreSQL's tools, as the unprivileged user where need be.
    fn tool(&self, name: &str, args: &[&str]) -> Result<(), String> {
        let program = self.bin.join(name);
        let mut command = match &self.run_as {
            Some(user) => {
                let mut command = Command::new("runuser");
                command.args(["-u", user, "--"]).arg(&program);
                command
            }
            None => Command::new(&program),
        };
        let out = command
            .args(args)
            .current_dir(&self.dir)
            .output()
            .map_err(|e| format!("cannot run {name}: {e}"))?;
        if out.status.success() {
            return Ok(());
        }
        let log = std::fs::read_to_string(self.dir.join("log")).unwrap_or_default();
        Err(format!(
            "{name} failed: {}{}\n{log}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }

    /// Stops the cluster at once (`-m immediate`: as a crash) and starts it
    /// again with the same options; every connection is cut.
    pub fn restart(&self) {
        let (data, log) = (self.data(), self.dir.join("log").display().to_string());
        // The log named again: else the new server holds the tool's output open.
        let restart = [
            "restart",
            "-D",
            &data,
            "-l",
            &log,
            "-m",
            "immediate",
            "-w",
            "-t",
            "60",
        ];
        self.tool("pg_ctl", &restart).expect("the cluster restarts");
    }

    /// A new empty database in the cluster; its URL (`postgres://…`).
    pub fn database(&self, name: &str) -> String {
        let admin = format!("postgres://postgres@127.0.0.1:{}/postgres", self.port);
        let mut client =
            postgres::Client::connect(&admin, postgres::NoTls).expect("the cluster answers");
        client
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .expect("a database");
        format!("postgres://postgres@127.0.0.1:{}/{name}", self.port)
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let data = self.data();
        if let Err(why) = self.tool("pg_ctl", &["stop", "-D", &data, "-m", "immediate", "-w"]) {
            eprintln!("the test cluster did not stop: {why}");
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// A cluster for the test `name`, or `None` after printing why it is skipped.
pub fn cluster_or_skip(name: &str) -> Option<Cluster> {
    match Cluster::start(name) {
        Ok(cluster) => Some(cluster),
        Err(why) => {
            println!("skipping {name}: no PostgreSQL: {why}");
            None
        }
    }
}
