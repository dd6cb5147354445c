#!/usr/bin/env python3
"""Records the real growtext, driven by a script, as an asciicast v2 file (what asciinema writes).

Usage: record-demo.py prompt|notes OUTPUT.cast

`growtext` must be on PATH. The scenario runs in bash in a pseudo-terminal of its own size, in a
fresh directory with an empty HOME; the keys are typed at a human pace, and every byte the terminal
receives is recorded with its time. scripts/record-demos.sh renders the recordings as animated SVG
with termtosvg.
"""
import codecs
import fcntl
import json
import os
import pty
import select
import struct
import sys
import tempfile
import termios
import time

ALT_ENTER = "\x1b\r"
ENTER = "\r"


class Session:
    """bash in a pseudo-terminal, typed into and recorded."""

    def __init__(self, columns, rows, directory):
        self.columns, self.rows = columns, rows
        self.events = []
        self.recording = True
        self.screen_text = ""
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        environment = {
            "PATH": os.environ["PATH"],
            "HOME": directory,
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "PS1": "$ ",
        }
        pid, self.fd = pty.fork()
        if pid == 0:
            os.chdir(directory)
            os.execve("/bin/bash", ["bash", "--norc", "--noprofile", "-i"], environment)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        self.pid = pid
        self.start = time.monotonic()
        self.wait_for("$ ")

    def pump(self, seconds):
        """Records what the terminal receives for `seconds`."""
        deadline = time.monotonic() + seconds
        while (remaining := deadline - time.monotonic()) > 0:
            ready, _, _ = select.select([self.fd], [], [], remaining)
            if not ready:
                continue
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                return
            text = self.decoder.decode(data)
            if text and self.recording:
                self.events.append([round(time.monotonic() - self.start, 3), "o", text])
                self.screen_text += text

    def wait_for(self, text, timeout=20):
        """Records until `text` has been received since the last wait, or fails."""
        deadline = time.monotonic() + timeout
        while text not in self.screen_text:
            if time.monotonic() > deadline:
                sys.exit(f"record-demo: '{text}' never appeared; received: {self.screen_text[-400:]!r}")
            self.pump(0.05)
        self.screen_text = self.screen_text[self.screen_text.index(text) + len(text):]

    def type(self, text, pace=0.07):
        """Types `text` one character at a time."""
        for character in text:
            os.write(self.fd, character.encode())
            self.pump(pace)

    def key(self, sequence, pause=0.6):
        """Sends one key's bytes, then records for `pause` seconds."""
        os.write(self.fd, sequence.encode())
        self.pump(pause)

    def command(self, line, pause=0.3):
        """Types a shell command line and runs it."""
        self.type(line, pace=0.03)
        self.pump(pause)
        self.key(ENTER, pause=0.1)

    def finish(self, path):
        self.recording = False
        os.write(self.fd, b"exit\r")
        self.pump(0.5)
        os.waitpid(self.pid, 0)
        header = {"version": 2, "width": self.columns, "height": self.rows,
                  "env": {"TERM": "xterm-256color", "SHELL": "/bin/bash"}}
        with open(path, "w") as file:
            file.write(json.dumps(header) + "\n")
            for event in self.events:
                file.write(json.dumps(event, ensure_ascii=False) + "\n")


def prompt(session):
    session.command('msg=$(growtext prompt --header "Commit message" --max-lines 4)')
    session.wait_for("Esc cancel")
    session.pump(1.2)
    session.type("Keep the caret in view when the box stops growing")
    session.key(ALT_ENTER)
    session.type("The box grows with the wrapped text up to four rows, then scrolls inside, "
                 "and the caret always stays visible.")
    session.key(ALT_ENTER)
    session.type("Past --max-lines the text scrolls and the box keeps its four rows.")
    session.key(ALT_ENTER)
    session.type("Fixes #12")
    session.pump(0.8)
    for _ in range(5):  # Up: back through the rows scrolled out of the box
        session.key("\x1b[A", pause=0.4)
    session.pump(0.4)
    session.key(ENTER, pause=0.8)
    session.command("printf '%s\\n' \"$msg\"")
    session.pump(3)


def notes(session):
    with open("notes.json", "w") as file:
        json.dump([
            "Groceries: oat milk, lemons, basil",
            "Call the plumber about the kitchen tap",
            "Ideas for the talk:\n- growing inputs in UIKit\n- the same core in a terminal",
            "Book the train to Lyon",
            "Return the library books",
        ], file)
    session.command("growtext notes --max-lines 4 notes.json")
    session.wait_for("Groceries")
    session.pump(1.2)
    session.key("\x1b[1;5H", pause=0.8)  # Ctrl+Home: back to the first note
    session.key("\x1b[F", pause=0.3)  # End of the first line
    session.type(", coffee beans, and whatever looks good at the market on Saturday morning")
    session.pump(0.8)
    session.key("\x1b[6~", pause=0.6)  # Page Down: the next note
    session.key("\x1b[6~", pause=0.6)
    session.key("\x0e", pause=0.6)  # Ctrl+N: a new note below
    session.type("Release 0.1.0:")
    session.key(ENTER, pause=0.2)
    session.type("- install script")
    session.key(ENTER, pause=0.2)
    session.type("- man page")
    session.key(ENTER, pause=0.2)
    session.type("- recordings")
    session.key(ENTER, pause=0.2)
    session.type("- changelog")
    session.pump(1)
    session.key("\x18", pause=1.2)  # Ctrl+X: delete the note
    session.key("\x1f", pause=1.2)  # Ctrl+_: undo brings it back
    session.key("\x13", pause=2.5)  # Ctrl+S: save
    # termtosvg's terminal emulator (pyte) has no alternate screen, so the shell after the quit would
    # be drawn over the list: the recording ends here.
    session.recording = False
    session.key("\x11", pause=0.6)  # Ctrl+Q: save and quit


def main():
    scenario, output = sys.argv[1], os.path.abspath(sys.argv[2])
    run = {"prompt": (prompt, 80, 14), "notes": (notes, 80, 20)}.get(scenario)
    if run is None:
        sys.exit("usage: record-demo.py prompt|notes OUTPUT.cast")
    function, columns, rows = run
    with tempfile.TemporaryDirectory() as directory:
        os.chdir(directory)
        session = Session(columns, rows, directory)
        function(session)
        session.finish(output)


if __name__ == "__main__":
    main()
