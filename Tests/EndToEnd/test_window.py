"""The real window under Xvfb: real mouse clicks and real window resizes change what it shows."""
from conftest import differs, is_close

WHITE = (255, 255, 255)
BLUE = (0, 122, 255)


def test_a_click_opens_a_scenario_and_a_resize_relays_it_out(launch):
    window = launch("--size", "390x700")
    home = window.wait_for(lambda image: is_close(image.getpixel((40, 175)), BLUE), "the home screen's first button")
    assert home.size == (390, 700)
    # The fourth home button is where the scenario screen has nothing.
    assert is_close(home.getpixel((40, 361)), BLUE)

    window.click(40, 175)  # "Custom two thirds"
    scenario = window.wait_for(lambda image: is_close(image.getpixel((40, 361)), WHITE), "the scenario screen")
    assert differs(home, scenario, (0, 40, 390, 140)), "the title changed"

    window.resize(640, 400)
    resized = window.wait_for(lambda image: image.size == (640, 400) and is_close(image.getpixel((600, 175)), BLUE),
                              "the button to stretch to the new width")
    assert is_close(resized.getpixel((630, 175)), WHITE), "20-point margin kept on the right"


def test_the_window_survives_a_tiny_size(launch):
    window = launch("--size", "300x300")
    window.wait_for(lambda image: is_close(image.getpixel((40, 175)), BLUE), "the home screen")
    window.resize(1, 1)
    window.wait_for(lambda image: image.size == (1, 1), "a 1 x 1 window")
    window.resize(300, 300)
    window.wait_for(lambda image: image.size == (300, 300) and is_close(image.getpixel((40, 175)), BLUE),
                    "the home screen back at 300 x 300")
    assert window.process.poll() is None, "the app is still running"


def test_f1_outlines_the_presentation(launch):
    window = launch("--size", "360x600", "--scenario", "custom-two-thirds")
    window.wait_for(lambda image: is_close(image.getpixel((40, 175)), BLUE), "the scenario screen")
    window.click(40, 175)
    window.wait_for(lambda image: is_close(image.getpixel((180, 560)), (48, 176, 199), 2), "the presented view")
    window.wait_until_still()
    before = window.screenshot()
    window._run("xdotool", "key", "--window", window.id, "F1")
    # The presented view's outline is green along its top edge, at y = 200.
    overlay = window.wait_for(lambda image: image.getpixel((180, 200))[1] > 200 and image.getpixel((180, 200))[0] < 100,
                              "the green outline of the presented view")
    assert differs(before, overlay, (0, 190, 360, 215))
    window._run("xdotool", "key", "--window", window.id, "F1")
    window.wait_for(lambda image: not differs(before, image, (0, 0, 360, 600)), "the overlay to go away")
