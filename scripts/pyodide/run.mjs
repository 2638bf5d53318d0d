// run.mjs - runs CPython 3.14 / 3.15 (pyodide, WebAssembly) under node as
// if it were a python interpreter, so the oracle scripts run unchanged:
//
//   node run.mjs PYODIDE_DIR EXECUTABLE [python arguments...]
//
// PYODIDE_DIR is the npm package folder (pyodide.mjs, python_stdlib.zip);
// EXECUTABLE is the wrapper scripts/oracle.sh wrote, reported as
// sys.executable so scripts that re-run it get the same interpreter.
// This file connects pyodide to the host: the file system, standard
// streams, environment and a way to start host programs. Everything
// Python-side (the command line, the subprocess shim, the exit status) is
// in host.py next to it, which is easier to read in its own language.
import child_process from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import tty from "node:tty";
import { fileURLToPath } from "node:url";

const [pyodideDir, executable, ...pythonArgs] = process.argv.slice(2);
const { loadPyodide } = await import(path.join(pyodideDir, "pyodide.mjs"));

// Pyodide's start-up writes nothing we want; its own messages go to stderr.
const py = await loadPyodide({
  indexURL: pyodideDir + "/",
  env: { ...process.env },
  stdout: () => {},
  stderr: (line) => process.stderr.write(line + "\n"),
});

mountHost(py.FS);
connectStreams(py);

// host.py reaches node through this module ("import pyparse_host").
py.registerJsModule("pyparse_host", {
  executable,
  args: pythonArgs,
  cwd: process.cwd(),
  cpuCount: os.availableParallelism(),
  spawn,
});
const hostPath = path.join(path.dirname(fileURLToPath(import.meta.url)), "host.py");
const status = py.runPython(fs.readFileSync(hostPath, "utf8"), { filename: hostPath });
// Exit with host.py's status only once node has written everything: a
// plain process.exit() could cut off output still queued on a pipe.
process.exitCode = status;

// Host directories appear at their own absolute paths inside pyodide, so
// a path means the same thing to the script, to pyparse and in messages.
// Pyodide's own top-level folders (/lib holds its standard library,
// /home/pyodide its home, /dev, /proc) stay; those it leaves empty (/tmp,
// and /root in 3.14+, where root's home and pyenv live) are replaced by the
// host's. Host symlinks at the top (/bin -> usr/bin)
// become the same symlinks.
function mountHost(FS) {
  const keep = new Set(["dev", "proc", "sys", "lib"]);
  const mine = new Set(FS.readdir("/"));
  for (const name of fs.readdirSync("/")) {
    const host = "/" + name;
    if (keep.has(name)) continue;
    let stat;
    try { stat = fs.lstatSync(host); } catch { continue; }
    if (name === "home") {
      mountChildren(FS, host);
    } else if (stat.isSymbolicLink()) {
      if (!mine.has(name)) FS.symlink(fs.readlinkSync(host), host);
    } else if (stat.isDirectory() && (!mine.has(name) || isEmpty(FS, host))) {
      mount(FS, host);
    }
  }
}

function isEmpty(FS, dir) {
  return FS.readdir(dir).every((name) => name === "." || name === "..");
}

// /home holds pyodide's /home/pyodide and /home/web_user: mount the host's
// users one by one beside them.
function mountChildren(FS, dir) {
  const mine = new Set(FS.readdir(dir));
  for (const name of fs.readdirSync(dir)) {
    const host = path.join(dir, name);
    if (!mine.has(name) && fs.statSync(host, { throwIfNoEntry: false })?.isDirectory()) {
      mount(FS, host);
    }
  }
}

function mount(FS, host) {
  try { FS.mkdir(host); } catch { /* already there (/tmp) */ }
  FS.mount(FS.filesystems.NODEFS, { root: host }, host);
}

// Byte streams both ways with no decoding, so non-UTF-8 data survives.
// Writes are synchronous and complete before Python's next write, which
// keeps large outputs whole and stdout/stderr in the order Python wrote.
function connectStreams(py) {
  py.setStdin({ read: (buffer) => retry(() => readOrEof(0, buffer)),
                isatty: tty.isatty(0) });
  for (const [fd, set] of [[1, py.setStdout], [2, py.setStderr]]) {
    set({ write: (buffer) => { writeAll(fd, buffer); return buffer.length; },
          isatty: tty.isatty(fd) });
  }
}

function readOrEof(fd, buffer) {
  try {
    return fs.readSync(fd, buffer, 0, buffer.length, null);
  } catch (e) {
    if (e.code === "EOF") return 0;  // a closed console on some systems
    throw e;
  }
}

function writeAll(fd, buffer) {
  for (let done = 0; done < buffer.length; ) {
    done += retry(() => fs.writeSync(fd, buffer, done, buffer.length - done));
  }
}

// A pipe or terminal we share with others may be non-blocking: wait a
// millisecond and try again rather than lose data.
function retry(io) {
  for (;;) {
    try {
      return io();
    } catch (e) {
      if (e.code !== "EAGAIN") throw e;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}

// spawn(file, argv, options) runs a host program to completion for the
// subprocess shim in host.py. options: argv0, cwd, env (an object), input
// (Uint8Array or undefined), stdio (three of "pipe", "ignore", "inherit"
// or a host fd number), timeout (ms or 0). Returns {status, signal,
// stdout, stderr, error}: status undefined when a signal (its number)
// ended the child; error "ENOENT", "ETIMEDOUT"... when it did not run or
// was killed for the timeout.
function spawn(file, argv, options) {
  const opts = options;
  const r = child_process.spawnSync(file, argv, {
    argv0: opts.argv0,
    cwd: opts.cwd,
    env: opts.env,
    input: opts.input,
    stdio: opts.stdio,
    timeout: opts.timeout || undefined,
    killSignal: "SIGKILL",       // what Popen.kill() sends after a timeout
    maxBuffer: Infinity,         // the default (1 MiB) would kill big outputs
  });
  // undefined, not null, is what Python sees as None.
  return {
    status: r.status ?? undefined,
    signal: r.signal ? os.constants.signals[r.signal] : undefined,
    stdout: bytes(r.stdout),
    stderr: bytes(r.stderr),
    error: r.error?.code,
  };
}

// pyodide converts a plain Uint8Array to bytes, not node's Buffer subclass.
function bytes(buffer) {
  return buffer ? new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length) : undefined;
}
