# check_pyodide.py VERSION ARGS... - run by the pyodide oracle's wrapper
# (scripts/oracle.sh 3.14|3.15) from a scratch directory that holds
# host.txt, with bytes on stdin: checks that it behaves as the python our
# oracle scripts expect. Copies stdin to stdout; reports failures on
# stderr and exits 1 if any.
import os
import subprocess
import sys

failures = []


def check(what, got, want):
    if got != want:
        failures.append(f"{what}: got {got!r}, want {want!r}")


major, minor = map(int, sys.argv[1].split("."))
check("version", sys.version_info[:2], (major, minor))
check("argv", sys.argv[2:], ["a b", "\u00e9"])
check("argv[0]", sys.argv[0], __file__)
check("executable", os.path.basename(sys.executable), f"python{major}.{minor}")
check("cwd", os.getcwd(), os.environ["CHECK_DIR"])
with open("host.txt", "rb") as f:
    check("host file", f.read(), b"from the host\n")
with open(os.path.join(os.environ["CHECK_DIR"], "written.txt"), "w") as f:
    f.write("from pyodide\n")

run = subprocess.run(["/bin/echo", "hello"], capture_output=True)
check("echo", (run.returncode, run.stdout, run.stderr), (0, b"hello\n", b""))
run = subprocess.run(["cat"], input=b"\xff\x00bytes", capture_output=True)
check("cat bytes", run.stdout, b"\xff\x00bytes")
out = subprocess.run(["cat", "host.txt"], stdout=subprocess.PIPE, text=True).stdout
check("cat text, cwd", out, "from the host\n")
try:
    subprocess.run(["sh", "-c", "exit 5"], check=True)
    failures.append("check=True: no CalledProcessError")
except subprocess.CalledProcessError as e:
    check("CalledProcessError", e.returncode, 5)

sys.stdout.buffer.write(sys.stdin.buffer.read())
for failure in failures:
    print(failure, file=sys.stderr)
sys.exit(1 if failures else 0)
