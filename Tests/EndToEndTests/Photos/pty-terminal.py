"""A terminal for the photo tests: runs a program on a pseudo-terminal of
its own, answers what a terminal answers, and follows a script of steps.

    pty-terminal.py --answer kitty --out FILE [--split] [--step STEP]... -- PROGRAM ARG...

--answer: how it answers kitty's graphics query (ESC _ G ... a=q ... ESC \\)
    and the primary device attributes request (ESC [ c): `kitty` answers the
    query OK, then the attributes, as kitty does; `plain` answers only the
    attributes, as xterm, VTE and tmux do.
--split: the answers are written a byte at a time, 5 ms apart, so the
    program reads them in pieces.
--step: `wait:TEXT` waits until the program's output, after what the last
    wait matched, holds TEXT (10 s at most); `send:TEXT` types TEXT (Python
    escapes such as \\x1b are decoded); `resize:COLUMNSxROWS` resizes the
    terminal (the program gets SIGWINCH); `sleep:SECONDS` reads and answers
    for that long. After the steps it waits for the program to end.

Everything the program wrote goes to --out, whatever happens; the exit
status is the program's, or 3 when a wait timed out (the reason on stderr).
"""
import argparse, fcntl, os, pty, re, select, struct, sys, termios, time

parser = argparse.ArgumentParser()
parser.add_argument("--answer", choices=["kitty", "plain"], required=True)
parser.add_argument("--out", required=True)
parser.add_argument("--split", action="store_true")
parser.add_argument("--step", action="append", default=[])
parser.add_argument("command", nargs="+")
options = parser.parse_args()

QUERY = re.compile(rb"\x1b_G([^\x1b]*a=q[^\x1b]*);[^\x1b]*\x1b\\")
ATTRIBUTES = b"\x1b[c"

pid, master = pty.fork()
if pid == 0:
    # 100 columns, 30 rows of 10 x 20 pixels.
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 1000, 600))
    os.execvp(options.command[0], options.command)

output = bytearray()
answered = 0  # where in the output the questions were last looked for
status = None


def answer(data):
    if options.split:
        for byte in data:
            os.write(master, bytes([byte]))
            time.sleep(0.005)
    else:
        os.write(master, data)


def read_some(timeout):
    """Reads what the program wrote in `timeout` seconds and answers it."""
    global answered, status
    ready, _, _ = select.select([master], [], [], timeout)
    if not ready:
        return
    try:
        chunk = os.read(master, 65536)
    except OSError:
        chunk = b""
    if not chunk:
        _, raw = os.waitpid(pid, 0)
        status = os.waitstatus_to_exitcode(raw)
        status = status if status >= 0 else 128 - status
        return
    output.extend(chunk)
    while True:
        query = QUERY.search(output, answered)
        attributes = output.find(ATTRIBUTES, answered)
        if query and (attributes < 0 or query.start() < attributes):
            keys = dict(item.split(b"=", 1) for item in query.group(1).split(b",") if b"=" in item)
            if options.answer == "kitty":
                answer(b"\x1b_Gi=" + keys.get(b"i", b"0") + b";OK\x1b\\")
            answered = query.end()
        elif attributes >= 0:
            answer(b"\x1b[?62;22c")
            answered = attributes + len(ATTRIBUTES)
        else:
            break


def finish(code, reason=None):
    with open(options.out, "wb") as out:
        out.write(bytes(output))
    if reason:
        sys.stderr.write(reason + "\n")
    sys.exit(code)


matched = 0
for step in options.step:
    kind, _, text = step.partition(":")
    text = text.encode("utf-8").decode("unicode_escape").encode("latin-1")
    if kind == "send":
        os.write(master, text)
    elif kind == "sleep":
        deadline = time.monotonic() + float(text)
        while status is None and time.monotonic() < deadline:
            read_some(0.05)
    elif kind == "resize":
        columns, rows = (int(n) for n in text.split(b"x"))
        fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, columns * 10, rows * 20))
    elif kind == "wait":
        deadline = time.monotonic() + 10
        while output.find(text, matched) < 0:
            if status is not None or time.monotonic() > deadline:
                finish(3, "timed out waiting for %r" % text)
            read_some(0.05)
        matched = output.find(text, matched) + len(text)
deadline = time.monotonic() + 10
while status is None:
    if time.monotonic() > deadline:
        os.kill(pid, 9)
        finish(3, "the program did not end")
    read_some(0.05)
finish(status)
