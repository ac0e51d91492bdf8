"""The breadth scenarios in the real window: a list in a sheet scrolled with the mouse wheel and
dragged, a navigation stack pushed and popped with a swipe, and an alert answered."""
from conftest import is_close

WIDTH, HEIGHT = 360, 600
BUTTON = (40, 175)
BUTTON_BLUE = (0, 122, 255)
WHITE = (255, 255, 255)
STRIPE = (230, 242, 255)  # the list's even rows
SHEET_TOP = HEIGHT // 2   # the medium detent: half the window
LIST_TOP = 20             # room for the grabber above the first row
ROW = 50


def stripe_at(image, y):
    """Whether the list shows an even (tinted) row at window height y."""
    return is_close(image.getpixel((300, y)), STRIPE, 4)


def test_list_in_a_sheet_scrolls_with_the_wheel_and_drags_the_sheet_away(launch):
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "sheet-list")
    window.wait_for(lambda image: is_close(image.getpixel(BUTTON), BUTTON_BLUE), "the scenario screen")
    window.click(*BUTTON)
    # Row 1 (tinted) spans sheet y 20…70, so window y 350 is inside it; 390 is row 2 (white).
    probe = SHEET_TOP + LIST_TOP + ROW - 20
    window.wait_for(lambda image: stripe_at(image, probe) and not stripe_at(image, probe + 40), "the list sheet at medium")
    window.wait_until_still()

    # One notch is 40 points: the content moves up by 40, so row 2 (white) is under the probe.
    window.scroll(300, 450, 1)
    window.wait_for(lambda image: not stripe_at(image, probe) and stripe_at(image, probe + 40), "the list scrolled by one notch")
    window.scroll(300, 450, -3)
    window.wait_for(lambda image: stripe_at(image, probe) and not stripe_at(image, probe + 40), "the list back at its top")
    window.wait_until_still()

    # At its top, a drag down moves the sheet, not the list, and far enough it closes.
    window.drag((180, SHEET_TOP + 100), (180, HEIGHT - 20), steps=16, step_seconds=0.03, release=False)
    window.wait_for(lambda image: not stripe_at(image, probe) or is_close(image.getpixel((180, SHEET_TOP + 5)), (128, 128, 128), 60),
                    "the sheet to follow the finger down")
    window.release(0.05)
    window.wait_for(lambda image: is_close(image.getpixel(BUTTON), BUTTON_BLUE, 2) and is_close(image.getpixel((WIDTH - 5, HEIGHT - 5)), WHITE, 2),
                    "the sheet gone and the screen undimmed")


TEAL = (48, 176, 199)


def test_navigation_pushes_a_card_and_an_edge_swipe_pops_it(launch):
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "navigation")
    # The screen lays out from its safe area, which starts below the 44-point navigation bar.
    first = (BUTTON[0], BUTTON[1] + 44)
    window.wait_for(lambda image: is_close(image.getpixel(first), BUTTON_BLUE), "the colour list")
    window.click(*first)
    window.wait_for(lambda image: is_close(image.getpixel((180, 400)), TEAL, 2), "the teal card zoomed in")
    window.wait_until_still()
    window.drag((2, 400), (300, 400), steps=16, step_seconds=0.04)
    window.wait_for(lambda image: is_close(image.getpixel(first), BUTTON_BLUE, 2) and is_close(image.getpixel((180, 560)), WHITE, 2),
                    "the list again after the swipe")


def test_an_alert_is_answered_with_a_click(launch):
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "alerts")
    window.wait_for(lambda image: is_close(image.getpixel(BUTTON), BUTTON_BLUE), "the alerts screen")
    before = window.wait_until_still()
    window.click(*BUTTON)
    # 20 % black dims the white screen to 204.
    window.wait_for(lambda image: is_close(image.getpixel((WIDTH - 5, HEIGHT - 5)), (204, 204, 204), 3), "the alert over the dimmed screen")
    shown = window.wait_until_still()
    # The alert is 270 wide, centred; its two buttons share its bottom 44 points: Allow on the right.
    alert_rows = [y for y in range(HEIGHT) if is_close(shown.getpixel((WIDTH // 2 + 100, y)), (204, 204, 204), 3) is False]
    bottom = max(alert_rows)
    window.click(WIDTH // 2 + 60, bottom - 20)
    after = window.wait_for(lambda image: is_close(image.getpixel((WIDTH - 5, HEIGHT - 5)), WHITE, 2), "the alert gone")
    window.wait_until_still()
    assert after.crop((0, 330, WIDTH, 380)).tobytes() != before.crop((0, 330, WIDTH, 380)).tobytes(), "the chosen action is reported"
