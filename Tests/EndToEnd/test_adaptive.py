"""Dragging the real window's size across the compact-height boundary switches the Medal Count
presentation to its adaptive "rotate" screen and back."""
from conftest import is_close

INDIGO = (88, 86, 214)
ROTATE_GRAY = (85, 85, 85)
BUTTON_BLUE = (0, 122, 255)


def drag_size(window, start, end, steps=12):
    """Resizes in small steps, as a window edge being dragged does."""
    for step in range(1, steps + 1):
        width = round(start[0] + (end[0] - start[0]) * step / steps)
        height = round(start[1] + (end[1] - start[1]) * step / steps)
        window.resize(width, height)


def test_medal_count_adapts_across_the_compact_height_boundary(launch):
    window = launch("--size", "420x700", "--scenario", "slide-in")
    window.wait_for(lambda image: is_close(image.getpixel((40, 361)), BUTTON_BLUE), "the Medal Count button")
    window.click(40, 361)
    window.wait_for(lambda image: is_close(image.getpixel((40, 650), ), INDIGO, 2), "Medal Count from the bottom")
    window.wait_until_still()

    drag_size(window, (420, 700), (760, 420))
    rotated = window.wait_for(lambda image: image.size == (760, 420) and is_close(image.getpixel((700, 60)), ROTATE_GRAY, 2),
                              "the rotate screen in compact height")
    assert is_close(rotated.getpixel((40, 400)), ROTATE_GRAY, 2), "it covers the whole window"

    drag_size(window, (760, 420), (420, 700))
    window.wait_for(lambda image: image.size == (420, 700) and is_close(image.getpixel((40, 650)), INDIGO, 2)
                    and is_close(image.getpixel((410, 100)), (128, 128, 128), 3),
                    "Medal Count back in the lower two thirds over the dimming view")
