"""Fixtures for driving the real presentation-lab window under Xvfb with xdotool."""
import os
import pathlib
import shutil
import subprocess
import time

import pytest
from PIL import Image, ImageChops

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = ROOT / ".build" / "release" / "presentation-lab"
ARTIFACTS = ROOT / ".build" / "e2e-artifacts"
# The X screen the tests run on, in pixels.
SCREEN = (1280, 1024)
TITLE = "Presentation Lab"


def _free_display():
    for number in range(90, 200):
        if not os.path.exists(f"/tmp/.X11-unix/X{number}") and not os.path.exists(f"/tmp/.X{number}-lock"):
            return number
    raise RuntimeError("no free X display number between 90 and 199")


@pytest.fixture(autouse=True)
def fresh_app_data(tmp_path, monkeypatch):
    """Apps keep their defaults between runs (~/.config/NAME.plist, as the Simulator keeps an app's
    data): each test's apps get a configuration folder of their own, so none starts from another's."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "app-config"))


@pytest.fixture(scope="session")
def display():
    """One Xvfb for the whole run, stopped by its process id at the end."""
    for tool in ("Xvfb", "xdotool", "import"):
        if shutil.which(tool) is None:
            pytest.fail(f"{tool} is missing; `make test` installs it (xvfb, xdotool, imagemagick)")
    number = _free_display()
    server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    socket = pathlib.Path(f"/tmp/.X11-unix/X{number}")
    deadline = time.time() + 10
    while not socket.exists():
        if time.time() > deadline or server.poll() is not None:
            server.kill()
            pytest.fail("Xvfb did not start")
        time.sleep(0.05)
    yield f":{number}"
    server.terminate()
    server.wait(timeout=10)


class Window:
    """The app's real window: clicks, resizes and screenshots through the X server."""

    def __init__(self, display, process, window_id, name):
        self.display = display
        self.process = process
        self.id = window_id
        self.name = name
        self.shots = 0

    def _run(self, *args, check=True):
        return subprocess.run(args, env={**os.environ, "DISPLAY": self.display}, check=check,
                              capture_output=True, text=True, timeout=20).stdout

    def geometry(self):
        values = {}
        for line in self._run("xdotool", "getwindowgeometry", "--shell", self.id).splitlines():
            key, _, value = line.partition("=")
            values[key] = int(value) if value.isdigit() else value
        return values

    def click(self, x, y):
        self._run("xdotool", "mousemove", "--window", self.id, str(x), str(y))
        self._run("xdotool", "mousedown", "1")
        time.sleep(0.05)
        self._run("xdotool", "mouseup", "1")

    def double_click(self, x, y):
        """Two clicks 80 ms apart: a double tap."""
        self._run("xdotool", "mousemove", "--window", self.id, str(x), str(y))
        self._run("xdotool", "click", "--repeat", "2", "--delay", "80", "1")

    def right_click(self, x, y):
        """The secondary button: a context menu at once, as with a pointer on iPad."""
        self._run("xdotool", "mousemove", "--window", self.id, str(x), str(y))
        self._run("xdotool", "mousedown", "3")
        time.sleep(0.05)
        self._run("xdotool", "mouseup", "3")

    def drag(self, start, end, steps=12, step_seconds=0.03, release=True):
        """Presses at `start`, moves to `end` in even steps, and releases (unless told not to): a
        real pan."""
        self._run("xdotool", "mousemove", "--window", self.id, str(start[0]), str(start[1]))
        self._run("xdotool", "mousedown", "1")
        for step in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * step // steps
            y = start[1] + (end[1] - start[1]) * step // steps
            time.sleep(step_seconds)
            self._run("xdotool", "mousemove", "--window", self.id, str(x), str(y))
        if release:
            self.release(step_seconds)

    def scroll(self, x, y, notches):
        """Turns the mouse wheel over (x, y): positive notches scroll down (X button 5), negative up."""
        self._run("xdotool", "mousemove", "--window", self.id, str(x), str(y))
        button = "5" if notches > 0 else "4"
        for _ in range(abs(notches)):
            self._run("xdotool", "click", button)
            time.sleep(0.05)

    def release(self, after_seconds=0.03):
        time.sleep(after_seconds)
        self._run("xdotool", "mouseup", "1")

    def key(self, *keys):
        """Key presses sent to the window, as `xdotool key` names them (`ctrl+Left`, `F1`)."""
        self._run("xdotool", "key", "--window", self.id, *keys)

    def type(self, text):
        """Types text into the window as the keyboard would, a key at a time."""
        self._run("xdotool", "type", "--window", self.id, "--delay", "40", text)

    def quit(self):
        """Ctrl+Q; the window may be gone before the key's release reaches it, so no error counts."""
        self._run("xdotool", "key", "--window", self.id, "ctrl+q", check=False)
        self.process.wait(timeout=10)

    def title(self):
        return self._run("xdotool", "getwindowname", self.id).strip()

    def resize(self, width, height):
        """Resizes the window, moving it back onto the screen when it would run past the edge
        (what runs off the X screen is black in screenshots and takes no clicks)."""
        self._run("xdotool", "windowsize", self.id, str(width), str(height))
        g = self.geometry()
        x = max(0, min(g["X"], SCREEN[0] - width))
        y = max(0, min(g["Y"], SCREEN[1] - height))
        if (x, y) != (g["X"], g["Y"]):
            self._run("xdotool", "windowmove", self.id, str(x), str(y))

    def screenshot(self):
        """The window's pixels, cut from a screenshot of the whole X screen, and saved for review."""
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"{self.name}-{self.shots:02d}.png"
        self.shots += 1
        self._run("import", "-window", "root", str(path))
        g = self.geometry()
        image = Image.open(path).convert("RGB").crop((g["X"], g["Y"], g["X"] + g["WIDTH"], g["Y"] + g["HEIGHT"]))
        image.save(path)
        return image

    def wait_until_still(self, timeout=15):
        """Waits until two screenshots in a row are the same: the app draws only when something
        changes, so a still window means every animation has ended."""
        deadline = time.time() + timeout
        previous = self.screenshot()
        while time.time() < deadline:
            time.sleep(0.15)
            current = self.screenshot()
            if current.size == previous.size and ImageChops.difference(current, previous).getbbox() is None:
                return current
            previous = current
        pytest.fail(f"{self.name}: the window never stopped changing; screenshots in {ARTIFACTS}")

    def wait_for(self, predicate, what, timeout=15):
        """Polls screenshots until `predicate(image)` holds; fails with the last one saved."""
        deadline = time.time() + timeout
        image = None
        while time.time() < deadline:
            image = self.screenshot()
            if predicate(image):
                return image
            time.sleep(0.1)
        pytest.fail(f"{self.name}: timed out waiting for {what}; last screenshot in {ARTIFACTS}")


@pytest.fixture
def launch(display, request):
    """Starts the app with arguments and returns its window once it is on screen."""
    started = []

    def start(*arguments, binary=BINARY, title=TITLE):
        if not binary.exists():
            pytest.fail(f"{binary} is missing; run `swift build` (make test does)")
        process = subprocess.Popen([str(binary), *arguments], env={**os.environ, "DISPLAY": display},
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        started.append(process)
        found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", title],
                               env={**os.environ, "DISPLAY": display}, capture_output=True, text=True, timeout=30)
        ids = found.stdout.split()
        if not ids:
            pytest.fail(f"the window did not appear; stderr: {process.stderr.read() if process.poll() is not None else ''}")
        name = request.node.name.replace("[", "-").replace("]", "").replace("/", "-")
        return Window(display, process, ids[0], name)

    yield start
    for process in started:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()


def differs(a, b, box):
    """True when the two images differ anywhere inside `box`."""
    return ImageChops.difference(a.crop(box), b.crop(box)).getbbox() is not None


def is_close(pixel, expected, tolerance=12):
    return all(abs(p - e) <= tolerance for p, e in zip(pixel, expected))
