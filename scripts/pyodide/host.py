# host.py - the Python half of the pyodide oracle (run.mjs is the other):
# after run.mjs has mounted the host's folders and connected the standard
# streams, this makes pyodide's CPython look like a python3.14 / python3.15
# started from the shell, so the oracle scripts run unchanged:
#   - the command line: SCRIPT args, -c CODE args, -m MODULE args, - (the
#     script on stdin), -W OPTION; other interpreter flags are accepted
#     and ignored;
#   - sys.argv, sys.path[0], sys.executable (the wrapper), the current
#     directory, os.cpu_count() (the host's);
#   - subprocess: a Popen that runs the host program to completion with
#     node's spawnSync, so subprocess.run / check_output / call keep
#     CPython's own code, results and exceptions;
#   - concurrent.futures.ThreadPoolExecutor runs each task at submit(),
#     since WebAssembly pyodide cannot start threads;
#   - the exit status CPython would give: SystemExit's code, 1 with a
#     traceback on stderr for an uncaught exception, 2 for a bad command.
# The value of the last line is the exit status run.mjs hands to node.
import builtins
import errno
import io
import os
import sys
import types

import pyparse_host as host
from js import Object
from pyodide.ffi import to_js

NAME = os.path.basename(host.executable)
HOST_FILENAME = sys._getframe().f_code.co_filename  # frames hidden from tracebacks


# --- subprocess --------------------------------------------------------------

def install_subprocess():
    import subprocess
    subprocess.Popen = SyncPopen


def find_program(file, cwd, env):
    """The path spawnSync should run for argv[0] [file], or FileNotFoundError
    as CPython's Popen raises it (searching the child's PATH, as execvpe)."""
    if "/" in file:
        full = os.path.join(cwd, file)
        if os.path.exists(full):
            return full
    else:
        for folder in os.get_exec_path(env):
            full = os.path.join(folder or ".", file)
            if os.path.isfile(full) and os.access(full, os.X_OK):
                return full
    raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), file)


class SyncPopen:
    """subprocess.Popen's interface on a child that runs to completion at
    the first communicate(), wait(), poll() or read of a pipe: pyodide has
    no fork and no asynchronous pipes, node's spawnSync has both."""

    def __init__(self, args, bufsize=-1, executable=None, stdin=None,
                 stdout=None, stderr=None, preexec_fn=None, close_fds=True,
                 shell=False, cwd=None, env=None, universal_newlines=None,
                 startupinfo=None, creationflags=0, restore_signals=True,
                 start_new_session=False, pass_fds=(), *, encoding=None,
                 errors=None, text=None, **ignored):
        import subprocess
        self._sp = subprocess
        self.args = args
        if isinstance(args, (str, bytes, os.PathLike)):
            argv = [args]
        else:
            argv = list(args)
        argv = [os.fsdecode(a) for a in argv]
        if shell:
            argv = ["/bin/sh", "-c", *argv]
        self._argv = argv
        self._cwd = os.path.abspath(os.fsdecode(cwd)) if cwd else os.getcwd()
        self._env = {os.fsdecode(k): os.fsdecode(v)
                     for k, v in (os.environ if env is None else env).items()}
        program = os.fsdecode(executable) if executable else argv[0]
        self._file = find_program(program, self._cwd, self._env)
        self._stdin, self._stdout, self._stderr = stdin, stdout, stderr
        self.text_mode = bool(encoding or errors or text or universal_newlines)
        self.encoding = encoding or "utf-8"
        self.errors = errors or "strict"
        self.pid = 0                    # no host pid is visible to pyodide
        self.returncode = None
        self._out = self._err = None
        self._files = {}                # the pipes handed to the caller
        # stdin=PIPE collects what the caller writes until the child runs.
        self._stdin_buffer = StdinBuffer() if stdin == subprocess.PIPE else None
        self.stdin = (self._stdin_buffer if not self.text_mode or not self._stdin_buffer
                      else io.TextIOWrapper(self._stdin_buffer, self.encoding,
                                            self.errors, write_through=True))

    # The pipes a caller reads directly run the child first.
    @property
    def stdout(self):
        return self._pipe_file(self._stdout, "_out")

    @property
    def stderr(self):
        return self._pipe_file(self._stderr, "_err")

    def _pipe_file(self, how, field):
        if how != self._sp.PIPE:
            return None
        if field not in self._files:
            self._run(None, None)
            data = getattr(self, field) or b""
            self._files[field] = (io.StringIO(self._decode(data)) if self.text_mode
                                  else io.BytesIO(data))
        return self._files[field]

    def _decode(self, data):
        # Universal newlines, as CPython's text pipes read them.
        text = data.decode(self.encoding, self.errors)
        return text.replace("\r\n", "\n").replace("\r", "\n")

    def _stdio(self, how, host_fd):
        """One spawnSync stdio entry for stdin/stdout/stderr=[how]."""
        sp = self._sp
        if how is None:
            return "inherit"
        if how == sp.DEVNULL:
            return "ignore"
        if how == sp.PIPE:
            return "pipe"
        fd = how if isinstance(how, int) else how.fileno()
        if fd == host_fd and host_fd in (1, 2):
            return "inherit"
        return "pipe"                # a file of ours: copied in _run

    def _run(self, input, timeout):
        if self.returncode is not None:
            return
        sp = self._sp
        if input is None and self._stdin_buffer is not None:
            input = self._stdin_buffer.getvalue()
        elif isinstance(input, str):
            input = input.encode(self.encoding, self.errors)
        if input is None and self._stdin not in (None, sp.DEVNULL, sp.PIPE):
            input = read_all(self._stdin)
        stdio = [("pipe" if input is not None else self._stdio(self._stdin, 0)),
                 self._stdio(self._stdout, 1), self._stdio(self._stderr, 2)]
        file, argv = self._file, self._argv
        if self._stderr == sp.STDOUT:
            if stdio[1] == "pipe":
                # spawnSync cannot send two streams to one pipe; the shell
                # can, and keeps their order.
                argv = ["/bin/sh", "-c", 'exec "$@" 2>&1', "sh", file, *argv[1:]]
                file = "/bin/sh"
                stdio[2] = "ignore"
            else:
                stdio[2] = 1 if stdio[1] == "inherit" else stdio[1]
        # What Python has buffered must reach the terminal before the child's.
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:
                pass
        options = {"cwd": self._cwd, "env": self._env, "stdio": stdio,
                   "timeout": int(timeout * 1000) if timeout else 0}
        if input is not None:
            options["input"] = to_js(bytes(input))
        r = self._spawn(file, argv, options)
        self._out, self._err = r["stdout"], r["stderr"]
        if r["error"] == "ETIMEDOUT":
            self.returncode = -9
            raise sp.TimeoutExpired(self.args, timeout, self._wanted(self._stdout, self._out),
                                    self._wanted(self._stderr, self._err))
        if r["error"]:
            code = getattr(errno, r["error"], errno.EIO)
            raise OSError(code, os.strerror(code), file)
        self.returncode = r["status"] if r["signal"] is None else -r["signal"]
        for how, data in ((self._stdout, self._out), (self._stderr, self._err)):
            if how not in (None, sp.PIPE, sp.DEVNULL, sp.STDOUT) and data:
                fd = how if isinstance(how, int) else how.fileno()
                if not isinstance(how, int):
                    how.flush()
                os.write(fd, data)

    def _spawn(self, file, argv, options):
        # argv[0] travels apart: spawnSync runs [file] and shows argv0.
        options["argv0"] = argv[0]
        r = host.spawn(file, to_js(argv[1:]),
                       to_js(options, dict_converter=Object.fromEntries))
        out = {key: getattr(r, key) for key in
               ("status", "signal", "error", "stdout", "stderr")}
        for key in ("stdout", "stderr"):
            out[key] = out[key].to_bytes() if out[key] is not None else None
        return out

    def _wanted(self, how, data):
        if how != self._sp.PIPE or data is None:
            return None
        return self._decode(data) if self.text_mode else data

    def communicate(self, input=None, timeout=None):
        self._run(input, timeout)
        return self._wanted(self._stdout, self._out), self._wanted(self._stderr, self._err)

    def wait(self, timeout=None):
        self._run(None, timeout)
        return self.returncode

    def poll(self):
        return self.wait()

    # The child has always finished by the time a caller can signal it.
    def send_signal(self, sig):
        pass

    def terminate(self):
        pass

    def kill(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self.returncode is None:
            self.wait()

    def __repr__(self):
        return f"<SyncPopen: returncode: {self.returncode} args: {self.args!r}>"


class StdinBuffer(io.BytesIO):
    """What the caller writes to Popen.stdin; closing it, as callers do to
    signal the end, keeps the bytes for the child."""

    def close(self):
        pass


def read_all(source):
    fd = source if isinstance(source, int) else source.fileno()
    chunks = []
    while chunk := os.read(fd, 1 << 16):
        chunks.append(chunk)
    return b"".join(chunks)


# --- threads -----------------------------------------------------------------

def install_thread_pool():
    import concurrent.futures as futures

    class InlineExecutor(futures.Executor):
        """ThreadPoolExecutor's interface, running each task at submit()."""

        def __init__(self, max_workers=None, *args, **kwargs):
            pass

        def submit(self, fn, /, *args, **kwargs):
            future = futures.Future()
            try:
                future.set_result(fn(*args, **kwargs))
            except BaseException as e:
                future.set_exception(e)
            return future

    futures.ThreadPoolExecutor = InlineExecutor


# --- the command line --------------------------------------------------------

FLAGS_IGNORED = {"-b", "-B", "-d", "-E", "-i", "-I", "-O", "-OO", "-P", "-q",
                 "-s", "-S", "-u", "-v", "-x"}


def parse_command_line(args):
    """(kind, target, argv, warnoptions) for python's [args], kind one of
    "c", "m", "file", "stdin"; or an int, the exit status of a bad command."""
    warnoptions = []
    i = 0
    while i < len(args):
        opt = args[i]
        i += 1
        if opt == "-" or not opt.startswith("-"):
            i -= 1
            break
        if opt == "--":
            break
        if opt in ("-c", "-m", "-W", "-X"):
            if i == len(args):
                print(f"Argument expected for the {opt} option", file=sys.stderr)
                return 2
            value = args[i]
            i += 1
            if opt == "-c":
                return "c", value, ["-c", *args[i:]], warnoptions
            if opt == "-m":
                return "m", value, [value, *args[i:]], warnoptions
            if opt == "-W":
                warnoptions.append(value)
        elif opt.startswith("-W"):
            warnoptions.append(opt[2:])
        elif opt in ("-V", "--version"):
            print("Python " + sys.version.split()[0])
            raise SystemExit(0)
        elif opt not in FLAGS_IGNORED and not opt.startswith("-X"):
            print(f"{NAME}: unsupported option {opt} (pyodide oracle)", file=sys.stderr)
            return 2
    rest = args[i:]
    if not rest or rest[0] == "-":
        return "stdin", None, rest or [""], warnoptions
    return "file", rest[0], rest, warnoptions


def run_main(kind, target, argv):
    """Runs the program as __main__, the way CPython's main does."""
    sys.argv = argv
    if kind == "m":
        import runpy
        sys.path[0] = os.getcwd()
        runpy._run_module_as_main(target)
        return
    main = types.ModuleType("__main__")
    main.__builtins__ = builtins
    sys.modules["__main__"] = main
    if kind == "c":
        sys.path[0] = ""
        code = compile(target, "<string>", "exec")
    elif kind == "stdin":
        sys.path[0] = ""
        code = compile(sys.stdin.buffer.read(), "<stdin>", "exec")
    else:
        sys.path[0] = os.path.dirname(os.path.realpath(target))
        main.__file__ = target
        main.__cached__ = None
        with open(target, "rb") as f:
            source = f.read()
        code = compile(source, target, "exec")
    exec(code, main.__dict__)


def exit_status(exc):
    """The status CPython exits with for an uncaught [exc]."""
    if isinstance(exc, SystemExit):
        code = exc.code
        if code is None:
            return 0
        if isinstance(code, int):
            return code & 0xFF
        print(code, file=sys.stderr)
        return 1
    tb = exc.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename == HOST_FILENAME:
        tb = tb.tb_next
    sys.excepthook(type(exc), exc, tb)
    return 1


def main():
    args = list(host.args)
    sys.executable = host.executable
    sys.orig_argv = [host.executable, *args]
    os.chdir(host.cwd)
    os.cpu_count = os.process_cpu_count = lambda: host.cpuCount
    install_subprocess()
    install_thread_pool()
    try:
        command = parse_command_line(args)
        if isinstance(command, int):
            return command
        kind, target, argv, warnoptions = command
        if warnoptions:
            import warnings
            sys.warnoptions.extend(warnoptions)
            warnings._processoptions(warnoptions)
        if kind == "file" and not os.path.exists(target):
            # Linux's errno, not pyodide's (44), as CPython on the host says.
            print(f"{NAME}: can't open file {os.path.abspath(target)!r}: "
                  "[Errno 2] No such file or directory", file=sys.stderr)
            return 2
        run_main(kind, target, argv)
        status = 0
    except BaseException as e:
        status = exit_status(e)
    try:
        import atexit
        atexit._run_exitfuncs()
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:
                pass
    return status


main()
