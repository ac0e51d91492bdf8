"""UIKit's names from before Swift 4.2 give the compiler's "renamed" error and fix-it, as Apple's SDK
declares them: code is type-checked against the UIKit module `make test` built."""
import subprocess

from conftest import ROOT

MODULE_MAPS = ["CSDL2/module.modulemap", "CSDL2TTF/module.modulemap", "CSDL2Image/module.modulemap",
               "CMalloc/module.modulemap", "COSLog/include/module.modulemap"]


def typecheck(tmp_path, code):
    source = tmp_path / "App.swift"
    source.write_text("import UIKit\n" + code)
    command = ["swiftc", "-typecheck", str(source), "-I", str(ROOT / ".build" / "release" / "Modules")]
    for module_map in MODULE_MAPS:
        command += ["-Xcc", f"-fmodule-map-file={ROOT / 'Sources' / module_map}"]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def test_old_names_are_renamed_with_a_fix_it(tmp_path):
    result = typecheck(tmp_path, """
@MainActor func configure(_ button: UIButton, _ table: UITableView) {
    button.setTitle("Go", for: UIControlState.normal)
    let options: UIApplicationLaunchOptionsKey? = nil
    table.rowHeight = UITableViewAutomaticDimension
    let insets = UIEdgeInsetsMake(1, 2, 3, 4)
    _ = (options, insets)
}
""")
    assert result.returncode != 0
    errors = result.stderr
    for old, new in [("UIControlState", "UIControl.State"), ("UIApplicationLaunchOptionsKey", "UIApplication.LaunchOptionsKey"),
                     ("UITableViewAutomaticDimension", "UITableView.automaticDimension")]:
        assert f"'{old}' has been renamed to '{new}'" in errors, errors
    # A function that became an initialiser is "replaced", in Xcode's words too.
    assert "'UIEdgeInsetsMake' has been replaced by 'UIEdgeInsets.init(top:left:bottom:right:)'" in errors, errors


def test_the_new_names_compile(tmp_path):
    result = typecheck(tmp_path, """
@MainActor func configure(_ button: UIButton, _ table: UITableView) {
    button.setTitle("Go", for: UIControl.State.normal)
    table.rowHeight = UITableView.automaticDimension
    _ = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
}
""")
    assert result.returncode == 0, result.stderr
