"""A user's package made from the README alone: its Package.swift, app and test code blocks, with
the lab as a dependency by version tag from a local git clone. Its tests pass as written, and both
its apps (an @main app delegate and a scene-based app) run in the real window, where a click
presents the card, Ctrl+Left rotates the device and a resize re-lays it out, at the frames UIKit gives."""
import os
import pathlib
import re
import shutil
import subprocess

import pytest

from conftest import ROOT, is_close

README = (ROOT / "README.md").read_text()
EXAMPLE = ROOT / "Examples" / "CardPresentation"
BLUE = (0, 122, 255)
DIMMED_WHITE = (127, 127, 127)


def readme_files():
    """Every code block the README marks with the file it belongs in."""
    return dict(re.findall(r"<!-- file: (\S+) -->\n```swift\n(.*?)```", README, re.S))


def test_the_readme_and_the_example_package_hold_the_same_code():
    files = readme_files()
    assert "Package.swift" in files and "Tests/CardKitTests/PresentsInTheLowerHalfTests.swift" in files
    for path, text in files.items():
        if path != "Package.swift":
            assert (EXAMPLE / path).read_text() == text, f"README's {path} differs from Examples/CardPresentation/{path}"


@pytest.fixture(scope="module")
def user_package(tmp_path_factory):
    """Clones the lab as it is committed, tags it with the README's version, and writes the
    README's files into a new package that depends on that clone by version."""
    version = re.search(r'from: "(\d+\.\d+\.\d+)"', README).group(1)
    work = tmp_path_factory.mktemp("user-package")
    lab = work / "presentation-lab"
    subprocess.run(["git", "clone", "-q", str(ROOT), str(lab)], check=True)
    subprocess.run(["git", "-C", str(lab), "tag", "-f", version], check=True, capture_output=True)
    package = work / "CardPresentation"
    for path, text in readme_files().items():
        target = package / path
        target.parent.mkdir(parents=True, exist_ok=True)
        if path == "Package.swift":
            text = re.sub(r'\.package\(url: "[^"]+"', f'.package(url: "file://{lab}"', text)
        target.write_text(text)
    build = subprocess.run(["swift", "build", "--build-tests"], cwd=package, capture_output=True, text=True, timeout=1500)
    assert build.returncode == 0, build.stdout[-4000:] + build.stderr[-4000:]
    assert "unsafe" not in build.stderr
    return package


def test_the_readme_tests_pass_in_the_new_package(user_package):
    # The first run records the snapshot references, failing only for that, as the README says.
    first = subprocess.run(["swift", "test", "--skip-build"], cwd=user_package, capture_output=True, text=True, timeout=600)
    issues = [line for line in (first.stdout + first.stderr).splitlines() if line.startswith("\u21b3 ") and "Testing Library" not in line
              and "Target Platform" not in line]
    recorded = [line for line in issues if "No reference was found on disk. Automatically recorded snapshot" in line]
    assert first.returncode != 0 and len(recorded) == 2 + 24 + 1, (first.stdout + first.stderr)[-4000:]
    references = list((user_package / "Tests" / "CardKitTests" / "__Snapshots__").rglob("*.png"))
    assert len(references) == 2 + 24 + 1 + 1, sorted(str(path) for path in references)
    result = subprocess.run(["swift", "test", "--skip-build"], cwd=user_package, capture_output=True, text=True, timeout=600)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-4000:]
    assert re.search(r"Test run with 9 tests .*passed", output), output[-2000:]


@pytest.mark.parametrize("app", ["CardApp", "CardSceneApp"])
def test_the_apps_present_rotate_and_resize_in_the_window(user_package, launch, app):
    binary = user_package / ".build" / "debug" / app
    window = launch("--device", "iphone-15", binary=binary, title=f"{app} - iPhone 15")
    assert window.title() == f"{app} - iPhone 15 - portrait - compact x regular"
    window.wait_until_still()
    window.click(196, 200)
    # The card fills the lower half (y from 426 of 852) over the 50 % dimming view.
    shot = window.wait_for(lambda image: is_close(image.getpixel((196, 640)), BLUE), "the card in the lower half")
    window.wait_until_still()
    shot = window.screenshot()
    assert is_close(shot.getpixel((196, 300)), DIMMED_WHITE)
    assert is_close(shot.getpixel((196, 440)), BLUE) and is_close(shot.getpixel((196, 410)), DIMMED_WHITE)

    window.key("ctrl+Left")
    window.wait_for(lambda image: image.size == (852, 393), "the window turned to landscape")
    shot = window.wait_until_still()
    assert window.title() == f"{app} - iPhone 15 - landscapeLeft - compact x compact"
    # In landscape the lower half starts at 196.5 of 393.
    assert is_close(shot.getpixel((426, 205)), BLUE) and is_close(shot.getpixel((426, 188)), DIMMED_WHITE)

    window.resize(700, 500)
    window.wait_for(lambda image: image.size == (700, 500), "the resized window")
    shot = window.wait_until_still()
    assert is_close(shot.getpixel((350, 258)), BLUE) and is_close(shot.getpixel((350, 242)), DIMMED_WHITE)
