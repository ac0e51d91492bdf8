"""`presentation-lab import` on the example Xcode project (Examples/Shelf, written here): the
package it writes builds, the project's own XCTest target passes, the app launches from its
Info.plist scene manifest into the real window, where clicks go through its storyboard (a
prototype cell's segue, an outlet-connected action, the back button), and headless scripts find
what a person sees with `tap "TEXT"` and `describe`. An edit in the project is picked up by the
next build, with no second import; bad input is one line and exit code 2."""
import os
import re
import shutil
import subprocess

import pytest

from conftest import BINARY, ROOT, is_close

PAPER = (250, 245, 230)  # the asset catalog's "Paper" colour, light appearance
# The package builds in the example package's build folder (make test builds that first), so the lab
# is compiled once a run rather than once for each package that depends on this checkout.
SCRATCH = ROOT / "Examples" / "CardPresentation" / ".build"
APP = SCRATCH / "debug" / "Shelf"


@pytest.fixture(scope="module")
def imported(tmp_path_factory):
    """A copy of the example project (the test edits it) imported and built."""
    work = tmp_path_factory.mktemp("xcode-import")
    project = work / "Shelf"
    shutil.copytree(ROOT / "Examples" / "Shelf", project, symlinks=True)
    package = work / "ShelfPackage"
    result = subprocess.run([str(BINARY), "import", str(project), "--into", str(package), "--lab", str(ROOT)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Imported Shelf: Shelf (swift run Shelf); tests: ShelfTests (swift test)")
    assert "7 Swift files, 14 porting edits" in result.stdout, result.stdout
    assert "4 outlets and 2 actions connected through InterfaceBuilderClasses" in result.stdout
    assert "3 Interface Builder documents: 4 scenes, 2 segues" in result.stdout
    build = subprocess.run(["swift", "build", "--build-tests", "--scratch-path", str(SCRATCH)], cwd=package,
                           capture_output=True, text=True, timeout=1500)
    assert build.returncode == 0, build.stdout[-4000:] + build.stderr[-4000:]
    return project, package


def run_script(package, steps, tmp_path):
    script = tmp_path / "steps.txt"
    script.write_text("\n".join(steps) + "\n")
    result = subprocess.run([str(APP), "--device", "iphone-15", "--headless", "--script", str(script)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return result


def frame(description, kind, text):
    """The frame `describe` wrote for the element of `kind` showing `text`, as (x, y, w, h)."""
    match = re.search(rf'^{kind} "{re.escape(text)}" identifier: \S+ frame: \(([^)]*)\)', description, re.M)
    assert match, description
    return tuple(float(value) for value in match.group(1).split(", "))


def center(box):
    return int(box[0] + box[2] / 2), int(box[1] + box[3] / 2)


def test_the_projects_own_unit_tests_pass(imported):
    _, package = imported
    result = subprocess.run(["swift", "test", "--skip-build", "--scratch-path", str(SCRATCH)], cwd=package,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "Executed 2 tests, with 0 failures" in result.stdout


def test_a_script_taps_through_the_storyboard_by_what_a_person_sees(imported, tmp_path):
    _, package = imported
    shelf, detail, back = (tmp_path / name for name in ("shelf.txt", "detail.txt", "back.txt"))
    run_script(package, [f"describe {shelf}", 'tap "Moby-Dick"', "wait 1", f"describe {detail}",
                         'tap "Mark as Read"', 'tap "Shelf"', "wait 1", f"describe {back}"], tmp_path)
    first = shelf.read_text()
    # The scene manifest's storyboard: a navigation stack whose table has prototype and xib cells.
    assert 'Cell "Middlemarch, George Eliot"' in first and 'Cell "0 of 3 read"' in first
    assert 'StaticText "Shelf"' in first and 'Button "Read All"' in first
    # The prototype cell's show segue, with the outlets prepare(for:sender:) filled.
    assert 'StaticText "Herman Melville"' in detail.read_text() and 'Button "Mark as Read"' in detail.read_text()
    # The button's action, connected from the storyboard, ran; the list reloaded on the way back.
    assert 'Cell "Moby-Dick, Herman Melville · read"' in back.read_text() and 'Cell "1 of 3 read"' in back.read_text()


def test_the_apps_defaults_are_there_at_the_next_launch(imported, tmp_path):
    _, package = imported
    config = tmp_path / "config"
    steps, before, after = tmp_path / "steps.txt", tmp_path / "before.txt", tmp_path / "after.txt"
    environment = {**os.environ, "XDG_CONFIG_HOME": str(config)}
    steps.write_text(f'describe {before}\ntap "Read All"\n')
    first = subprocess.run([str(APP), "--headless", "--script", str(steps)], env=environment,
                           capture_output=True, text=True, timeout=120)
    assert first.returncode == 0, first.stderr
    assert 'Cell "0 of 3 read"' in before.read_text()
    # The app ended without being told; what it put in UserDefaults is on disk, as on iOS.
    steps.write_text(f'describe {after}\n')
    second = subprocess.run([str(APP), "--headless", "--script", str(steps)], env=environment,
                            capture_output=True, text=True, timeout=120)
    assert second.returncode == 0, second.stderr
    assert 'Cell "3 of 3 read"' in after.read_text()


def test_in_french_the_storyboard_and_the_code_read_their_strings_tables(imported, tmp_path):
    _, package = imported
    shelf, detail = tmp_path / "shelf.txt", tmp_path / "detail.txt"
    script = tmp_path / "steps.txt"
    script.write_text(f'describe {shelf}\ntap "Moby-Dick"\nwait 1\ndescribe {detail}\n')
    result = subprocess.run([str(APP), "--language", "fr", "--headless", "--script", str(script)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    # fr.lproj/Main.strings for the Base storyboard; fr.lproj/Localizable.strings for NSLocalizedString.
    assert 'StaticText "Étagère"' in shelf.read_text() and 'Button "Tout lu"' in shelf.read_text()
    assert 'Cell "0 lus sur 3"' in shelf.read_text()
    assert 'Button "Marquer comme lu"' in detail.read_text() and 'Button "Étagère"' in detail.read_text()


def test_a_tap_on_text_nobody_sees_names_the_line(imported, tmp_path):
    _, package = imported
    script = tmp_path / "missing.txt"
    script.write_text('wait 0.1\ntap "Anna Karenina"\n')
    result = subprocess.run([str(APP), "--headless", "--script", str(script)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert f"{script}:2:" in result.stderr and "Anna Karenina" in result.stderr


def test_the_app_runs_in_the_window_where_clicks_follow_its_segues(imported, launch, tmp_path):
    _, package = imported
    shelf, detail = tmp_path / "shelf.txt", tmp_path / "detail.txt"
    run_script(package, [f"describe {shelf}", 'tap "Moby-Dick"', "wait 1", f"describe {detail}"], tmp_path)
    window = launch("--device", "iphone-15", binary=APP, title="Shelf - iPhone 15")
    assert window.title().startswith("Shelf - iPhone 15"), "CFBundleDisplayName names the window"
    icon = window._run("xprop", "-id", window.id, "-f", "_NET_WM_ICON", "32c", "-len", "64", "_NET_WM_ICON")
    assert "_NET_WM_ICON(CARDINAL) = 256, 256" in icon, "the app icon's largest image, at most 256 pixels, is the window's icon"
    list_shot = window.wait_until_still()
    assert list_shot.size == (393, 852)
    window.click(*center(frame(shelf.read_text(), "Cell", "Moby-Dick, Herman Melville")))
    book = window.wait_for(lambda image: is_close(image.getpixel((196, 700)), PAPER), "the book screen in the catalog's Paper colour")
    assert not is_close(list_shot.getpixel((196, 700)), PAPER)
    window.click(*center(frame(detail.read_text(), "Button", "Mark as Read")))
    window.wait_until_still()
    window.click(*center(frame(detail.read_text(), "Button", "Shelf")))
    back = window.wait_for(lambda image: not is_close(image.getpixel((196, 700)), PAPER), "the list again")
    assert back.size == book.size
    window.quit()
    assert "bug (please report it)" not in window.process.stderr.read(), "the launch screen leaves nothing behind"


def test_an_edit_in_the_project_is_in_the_next_build_without_a_second_import(imported, tmp_path):
    project, package = imported
    model = project / "Shelf" / "Book.swift"
    model.write_text(model.read_text().replace('"Middlemarch"', '"Emma"'))
    storyboard = project / "Shelf" / "Base.lproj" / "Main.storyboard"
    storyboard.write_text(storyboard.read_text().replace('title="Shelf" id="Nvi-List-001"', 'title="Books" id="Nvi-List-001"'))
    build = subprocess.run(["swift", "build", "--scratch-path", str(SCRATCH)], cwd=package, capture_output=True, text=True, timeout=900)
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    description = tmp_path / "edited.txt"
    run_script(package, [f"describe {description}"], tmp_path)
    assert 'Cell "Emma, George Eliot"' in description.read_text()
    assert 'StaticText "Books"' in description.read_text()


def test_bad_input_is_one_line_and_exit_code_2(tmp_path):
    result = subprocess.run([str(BINARY), "import", str(tmp_path / "nothing"), "--into", str(tmp_path / "out")],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "no such folder" in result.stderr
    assert not (tmp_path / "out").exists()
