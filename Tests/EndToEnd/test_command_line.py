"""The real binary's answers to bad input and to a missing display: one line, exit code 2."""
import os
import subprocess

from conftest import BINARY, ROOT


def run(*arguments, display=None):
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    if display:
        env["DISPLAY"] = display
    return subprocess.run([str(BINARY), *arguments], env=env, capture_output=True, text=True, timeout=60)


def test_no_display_names_the_way_out():
    result = run("--size", "390x844")
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "--headless" in lines[0] and "xvfb-run" in lines[0]


def test_bad_input_gets_one_line_and_exit_code_two(tmp_path):
    script = tmp_path / "steps.txt"
    script.write_text("tap 10 10\nwiggle 3\n")
    cases = [
        (["--bogus"], "unknown option '--bogus'"),
        (["--size", "12by40"], "malformed size '12by40'"),
        (["--scenario", "nope"], "unknown scenario 'nope'"),
        (["--headless", "--script", str(script)], f"{script}:2: unknown step 'wiggle'"),
    ]
    for arguments, expected in cases:
        result = run(*arguments)
        assert result.returncode == 2, arguments
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and expected in lines[0], result.stderr


def test_a_headless_script_writes_the_home_screen(tmp_path):
    shot = tmp_path / "home.png"
    script = tmp_path / "steps.txt"
    script.write_text(f"# the home screen\nscreenshot {shot}\n")
    result = run("--headless", "--script", str(script))
    assert result.returncode == 0, result.stderr
    from PIL import Image
    image = Image.open(shot).convert("RGB")
    assert image.size == (390, 844)
    assert image.getpixel((40, 175)) == (0, 122, 255), "the first scenario button"


def test_a_script_taps_by_text_and_describes_what_a_person_sees(tmp_path):
    home, modal = tmp_path / "home.txt", tmp_path / "modal.txt"
    script = tmp_path / "steps.txt"
    script.write_text(f'describe {home}\ntap "Half modal"\nwait 1\ndescribe {modal}\n')
    result = run("--headless", "--script", str(script))
    assert result.returncode == 0, result.stderr
    assert 'Button "Half modal" identifier: - frame: (20, ' in home.read_text()
    assert 'StaticText "Details in the lower half, 40 % dimming"' in modal.read_text()
    # A text nothing shows: one line naming the step's line and what is on screen, exit code 2.
    script.write_text('wait 0.1\ntap "Nope"\n')
    result = run("--headless", "--script", str(script))
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 2 and len(lines) == 1, result.stderr
    assert f'{script}:2: no element showing "Nope" can be tapped; on screen: "Presentation Lab"' in lines[0]


def test_script_steps_wait_for_the_app_to_idle_as_xcuitest_does(tmp_path):
    # No waits: each tap "TEXT" and type waits until the alert's entrance and the keyboard's have ended.
    result_file, script = tmp_path / "after.txt", tmp_path / "steps.txt"
    script.write_text(f'tap "Rename"\ntype "Ada"\ntap "Save"\ndescribe {result_file}\n')
    result = run("--headless", "--device", "iphone-15", "--scenario", "alerts", "--script", str(script))
    assert result.returncode == 0, result.stderr
    assert 'StaticText "Chosen: renamed to Ada"' in result_file.read_text()


def test_trace_prints_the_lifecycle_in_order_with_frame_times(tmp_path):
    script = tmp_path / "steps.txt"
    script.write_text("tap 40 175\nwait 1\ntap 180 60\nwait 1\n")
    result = run("--headless", "--scenario", "custom-two-thirds", "--trace", "--script", str(script))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    def index(fragment):
        return next(i for i, line in enumerate(lines) if fragment in line)
    order = [index("presentationController(forPresented:presenting:source:)"),
             index("CustomPresentationController.presentationTransitionWillBegin()"),
             index("DetailViewController.viewWillAppear(true)"),
             index("animateTransition(using:)"),
             index("CustomPresentationController.presentationTransitionDidEnd(true)"),
             index("DetailViewController.viewDidAppear(true)"),
             index("CustomPresentationController.dismissalTransitionWillBegin()"),
             index("CustomPresentationController.dismissalTransitionDidEnd(true)")]
    assert order == sorted(order)
    did_end = lines[index("presentationTransitionDidEnd(true)")]
    assert did_end.startswith("[") and 0.49 < float(did_end[1:did_end.index("]")]) < 0.6, did_end


def test_a_full_disk_gives_one_line_exit_two_and_no_truncated_png(tmp_path):
    """A tiny tmpfs, filled up: the screenshot fails cleanly, leaving neither a PNG nor a partial file."""
    import pytest
    disk = tmp_path / "disk"
    disk.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(disk)], capture_output=True).returncode != 0:
        pytest.skip("mounting a tmpfs needs root")
    try:
        subprocess.run(["dd", "if=/dev/zero", f"of={disk}/filler", "bs=4k"], capture_output=True)
        script = tmp_path / "steps.txt"
        script.write_text(f"tap 40 175\nscreenshot {disk}/shot.png\n")
        result = run("--headless", "--script", str(script))
        assert result.returncode == 2, result.stderr
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and f"cannot write a screenshot to '{disk}/shot.png'" in lines[0], result.stderr
        assert sorted(os.listdir(disk)) == ["filler"]
    finally:
        subprocess.run(["umount", str(disk)], capture_output=True)


def test_a_long_script_reports_progress_and_a_tap_on_nothing_is_cheap(tmp_path):
    script = tmp_path / "steps.txt"
    script.write_text("tap 380 830\n" * 100_000)
    result = run("--headless", "--script", str(script))
    assert result.returncode == 0, result.stderr
    # Well under the 538 s this once took: a tap that changes nothing draws nothing.
    progress = [line for line in result.stderr.splitlines() if "script step" in line]
    assert all("of 100000" in line for line in progress), result.stderr
