"""Each tutorial scenario (and the popover) in the real window: present, dismiss by tapping the
dimming view (the fade's own button, or outside the popover), and a resize while presented that
moves the presented view to its new frame."""
import pytest

from conftest import is_close

WIDTH, HEIGHT = 360, 600
BUTTON = (40, 175)
TEAL = (48, 176, 199)
ORANGE = (255, 149, 0)
PINK = (255, 45, 85)
GREEN = (52, 199, 89)
WHITE = (255, 255, 255)

BUTTON_BLUE = (0, 122, 255)

# name, presented colour, a point inside the presented view, a point on the dimming view (or the
# fade's dismiss button), what that point shows once the presentation has settled, and a point
# inside the presented view after resizing to 700 x 420.
CASES = [
    ("custom-two-thirds", TEAL, (180, 560), (180, 60), (128, 128, 128), (650, 400)),
    ("slide-in", ORANGE, (40, 560), (330, 450), (128, 128, 128), (450, 400)),
    ("half-modal", PINK, (180, 560), (180, 60), (153, 153, 153), (650, 400)),
    ("fade", GREEN, (180, 300), (40, 535), WHITE, (650, 400)),
    ("popover", TEAL, (180, 300), (180, 560), WHITE, (180, 300)),
]


@pytest.mark.parametrize("name,color,inside,dismiss_point,settled,inside_after_resize", CASES, ids=[c[0] for c in CASES])
def test_present_dismiss_and_resize(launch, name, color, inside, dismiss_point, settled, inside_after_resize):
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", name)
    window.wait_for(lambda image: is_close(image.getpixel(BUTTON), BUTTON_BLUE), "the scenario screen")

    window.click(*BUTTON)
    # As in UIKit, views ignore touches while their transition animates: wait for it to settle.
    window.wait_for(lambda image: is_close(image.getpixel(inside), color, 2) and is_close(image.getpixel(dismiss_point), settled, 2),
                    "the presentation to settle")
    window.wait_until_still()

    window.click(*dismiss_point)
    window.wait_for(lambda image: is_close(image.getpixel(BUTTON), BUTTON_BLUE, 2) and is_close(image.getpixel((WIDTH - 5, 10)), WHITE, 2),
                    "the presenter again, with no dimming left")
    # As in UIKit, touches wait for the dismissal to end.
    window.wait_until_still()

    window.click(*BUTTON)
    window.wait_for(lambda image: is_close(image.getpixel(inside), color), "the presented view again")
    window.resize(700, 420)
    window.wait_for(lambda image: image.size == (700, 420) and is_close(image.getpixel(inside_after_resize), color),
                    "the presented view at its frame for 700 x 420")


INDIGO = (88, 86, 214)


def test_blur_card_follows_a_real_drag(launch):
    """The blur card in the real window: it rises over a blur; a short drag puts it back, a long
    one dismisses it."""
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "blur-card")
    window.wait_for(lambda image: is_close(image.getpixel(BUTTON), BUTTON_BLUE), "the scenario screen")
    window.click(*BUTTON)
    card_top = HEIGHT - round(HEIGHT * 0.55)
    window.wait_for(lambda image: is_close(image.getpixel((180, card_top + 5)), INDIGO, 2), "the card to rise")
    shown = window.wait_until_still()
    assert not is_close(shown.getpixel(BUTTON), BUTTON_BLUE, 40), "the screen behind is blurred and darkened"

    window.drag((180, card_top + 100), (180, card_top + 150), step_seconds=0.08, release=False)
    window.wait_for(lambda image: not is_close(image.getpixel((180, card_top + 5)), INDIGO, 30)
                    and is_close(image.getpixel((180, card_top + 60)), INDIGO, 2), "the card to follow the finger down")
    window.release(0.3)
    window.wait_until_still()
    window.wait_for(lambda image: is_close(image.getpixel((180, card_top + 5)), INDIGO, 2), "the card back in place")

    window.drag((180, card_top + 60), (180, HEIGHT - 10))
    window.wait_for(lambda image: is_close(image.getpixel(BUTTON), BUTTON_BLUE, 2) and is_close(image.getpixel((WIDTH - 5, HEIGHT - 5)), WHITE, 2),
                    "the presenter again, with no blur or card left")


def test_sheet_drags_between_detents_and_away(launch):
    """The sheet in the real window: it rests at the medium detent with the screen behind undimmed,
    a real drag takes it to the large detent, and a swipe down dismisses it."""
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "sheet")
    window.wait_for(lambda image: is_close(image.getpixel(BUTTON), BUTTON_BLUE), "the scenario screen")
    window.click(*BUTTON)
    medium_top = HEIGHT // 2
    window.wait_for(lambda image: is_close(image.getpixel((180, medium_top + 20)), ORANGE, 2), "the sheet at the medium detent")
    shown = window.wait_until_still()
    assert is_close(shown.getpixel(BUTTON), BUTTON_BLUE, 2), "no dimming at the medium detent"

    window.drag((180, medium_top + 80), (180, 120))
    window.wait_for(lambda image: is_close(image.getpixel((180, 60)), ORANGE, 2), "the sheet at the large detent")
    large = window.wait_until_still()
    assert not is_close(large.getpixel((180, 20)), WHITE, 40), "the screen behind is dimmed at the large detent"

    window.drag((180, 150), (180, HEIGHT - 5), steps=6, step_seconds=0.02)
    window.wait_for(lambda image: is_close(image.getpixel(BUTTON), BUTTON_BLUE, 2) and is_close(image.getpixel((180, HEIGHT - 20)), WHITE, 2),
                    "the presenter again, with the sheet gone")
