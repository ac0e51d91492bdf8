"""The catalog's text view screen in the real window: a click on its row pushes it, a click in the
notes starts editing, and keys typed on the computer's keyboard appear in the notes and in the count
below them."""
from conftest import differs, is_close

WIDTH, HEIGHT = 420, 700
GROUPED_GRAY = (242, 242, 247)
WHITE = (255, 255, 255)
# The notes: 20 points under the 44-point navigation bar, 160 high, inside the layout margins.
NOTES_TOP, NOTES_HEIGHT = 64, 160
COUNT_BOX = (0, NOTES_TOP + NOTES_HEIGHT + 2, 200, NOTES_TOP + NOTES_HEIGHT + 24)


def ink(image, box):
    """The darkest grey level in a box: text drawn there in the label colour is dark."""
    left, top, right, bottom = box
    return min(min(image.getpixel((x, y))) for x in range(left, right) for y in range(top, bottom))


def test_typing_into_a_text_view_shows_the_text_and_updates_the_count(launch):
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "catalog")
    window.wait_for(lambda image: is_close(image.getpixel((WIDTH // 2, 110)), WHITE), "the catalog's first row")
    window.click(WIDTH // 2, 110)
    pushed = window.wait_for(lambda image: is_close(image.getpixel((WIDTH // 2, NOTES_TOP + 80)), WHITE)
                             and is_close(image.getpixel((WIDTH // 2, NOTES_TOP - 8)), GROUPED_GRAY),
                             "the text view screen's notes")
    pushed = window.wait_until_still()
    text_box = (30, NOTES_TOP + 8, 120, NOTES_TOP + 30)
    assert ink(pushed, text_box) > 200, "the notes start empty"

    window.click(WIDTH // 2, NOTES_TOP + 40)
    window.wait_until_still()
    window.type("Hello")
    typed = window.wait_for(lambda image: ink(image, NOTES_TEXT) < 80, "the typed text in the notes")
    typed = window.wait_until_still()
    assert differs(pushed, typed, COUNT_BOX), "the count under the notes follows the typing"


def test_typing_in_a_search_bar_filters_the_list(launch):
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "catalog")
    window.wait_for(lambda image: is_close(image.getpixel((WIDTH // 2, 170)), WHITE), "the catalog's second row")
    window.click(WIDTH // 2, 170)
    # The navigation bar holds the search bar below the title: 44 + 52 points; rows start below it.
    third_row = (16, 96 + 2 * 63 + 8, 200, 96 + 3 * 63 - 8)
    listed = window.wait_for(lambda image: ink(image, third_row) < 80, "the list under the search bar")
    window.wait_until_still()
    window.click(WIDTH // 2, 44 + 26)
    window.wait_until_still()
    window.type("bei")
    # Empty rows below keep their separators (light grey): no dark text is left there.
    window.wait_for(lambda image: ink(image, third_row) > 150, "the list filtered to the two Beijing Games")
    filtered = window.wait_until_still()
    assert ink(filtered, (16, 96 + 8, 200, 96 + 63 - 8)) < 80, "Beijing is the first row"
    assert listed.size == filtered.size
    # No city matches "beizz": iOS 17's content-unavailable search view shows in the middle of the
    # list, above the keyboard.
    middle = (20, 230, WIDTH - 20, 370)
    assert ink(filtered, middle) > 150, "nothing but empty rows below the two Games"
    window.type("zz")
    window.wait_for(lambda image: ink(image, middle) < 80, "No Results for the text, in the middle of the list")


def test_clicking_a_toolbar_item_acts_on_the_mailbox(launch):
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "catalog")
    window.wait_for(lambda image: is_close(image.getpixel((WIDTH // 2, 480)), WHITE), "the catalog's sixth row")
    window.click(WIDTH // 2, 480)
    # The toolbar: 44 points at the bottom of the window (no home indicator at this size).
    mark_all = (16, HEIGHT - 34, 80, HEIGHT - 10)
    count = (WIDTH // 2 - 60, HEIGHT - 34, WIDTH // 2 + 60, HEIGHT - 10)
    window.wait_for(lambda image: ink(image, mark_all) < 200 and ink(image, count) < 120, "Mark All and the unread count in the toolbar")
    before = window.wait_until_still()
    window.click(40, HEIGHT - 22)
    window.wait_for(lambda image: differs(before, image, count), "the count after Mark All")
    after = window.wait_until_still()
    assert ink(after, count) < 120, "the count still reads, now as No Unread"


def test_dragging_across_a_page_view_controller_turns_the_page(launch):
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "catalog")
    window.wait_for(lambda image: is_close(image.getpixel((WIDTH // 2, 326)), WHITE), "the catalog's fourth row")
    window.click(WIDTH // 2, 326)
    # The first page's panel: teal, 24 points below the navigation bar.
    panel = (WIDTH // 2, 200)
    first = window.wait_for(lambda image: not is_close(image.getpixel(panel), WHITE, 30), "the first page's panel")
    first = window.wait_until_still()
    window.drag((WIDTH - 40, 300), (40, 300))
    window.wait_for(lambda image: not is_close(image.getpixel(panel), first.getpixel(panel), 30), "the second page's panel")
    turned = window.wait_until_still()
    assert not is_close(turned.getpixel(panel), WHITE, 30), "the page rests on the second panel, not between pages"


NOTES_TEXT = (30, NOTES_TOP + 8, 200, NOTES_TOP + 30)


def type_hi_into_the_notes(window):
    """Opens the text view screen from the catalog, clicks in the notes and types "Hi"; the still frame."""
    window.wait_for(lambda image: is_close(image.getpixel((WIDTH // 2, 110)), WHITE), "the catalog's first row")
    window.click(WIDTH // 2, 110)
    window.wait_for(lambda image: is_close(image.getpixel((WIDTH // 2, NOTES_TOP + 80)), WHITE), "the text view screen's notes")
    window.wait_until_still()
    window.click(WIDTH // 2, NOTES_TOP + 40)
    window.wait_until_still()
    window.type("Hi")
    window.wait_for(lambda image: ink(image, NOTES_TEXT) < 80, "the typed text in the notes")
    return window.wait_until_still()


def test_the_keyboards_cut_and_paste_shortcuts_edit_the_notes(launch):
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "catalog")
    typed = type_hi_into_the_notes(window)
    window.key("ctrl+a")
    window.key("ctrl+x")
    window.wait_for(lambda image: ink(image, NOTES_TEXT) > 200, "the notes empty after Ctrl+X")
    window.key("ctrl+v")
    window.key("ctrl+v")
    window.wait_for(lambda image: ink(image, NOTES_TEXT) < 80, "the pasted text")
    pasted = window.wait_until_still()
    assert differs(typed, pasted, COUNT_BOX), "two pastes of the cut text: the count reads 4 characters, not 2"


def rightmost_ink(image, box):
    """The rightmost x of dark text in a box (the end of the typed line), or the box's left edge."""
    left, top, right, bottom = box
    dark = [x for x in range(left, right) for y in range(top, bottom) if min(image.getpixel((x, y))) < 100]
    return max(dark, default=left)


def test_shift_and_an_arrow_select_the_character_the_cut_takes(launch):
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "catalog")
    typed = type_hi_into_the_notes(window)
    # Shift+Left selects the "i"; Ctrl+X cuts it and two Ctrl+V paste it back twice: "Hii".
    window.key("shift+Left")
    window.key("ctrl+x")
    window.key("ctrl+v")
    window.key("ctrl+v")
    window.wait_for(lambda image: rightmost_ink(image, NOTES_TEXT) > rightmost_ink(typed, NOTES_TEXT) + 2, "the line grown to Hii")


def red_text_centre(image, box):
    """The middle of the red (destructive) text in a box, or None."""
    left, top, right, bottom = box
    reds = [(x, y) for x in range(left, right, 2) for y in range(top, bottom, 2)
            if (lambda p: p[0] > 200 and p[1] < 110 and p[2] < 110)(image.getpixel((x, y)))]
    if not reds:
        return None
    return sum(x for x, _ in reds) // len(reds), sum(y for _, y in reds) // len(reds)


def test_menus_add_a_note_and_a_right_click_deletes_one(launch):
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "catalog")
    # The seventh row, beside its title (its two-line detail fills the row's middle).
    window.wait_for(lambda image: is_close(image.getpixel((300, 533)), WHITE), "the catalog's seventh row")
    window.click(300, 533)
    # The notes: four 44-point rows of an inset-grouped list under the 44-point sort button; the
    # fifth row's place is the grouped background until a note is added.
    first_row, fifth_row = (WIDTH // 2, 145), (WIDTH // 2, 320)
    window.wait_for(lambda image: is_close(image.getpixel(first_row), WHITE) and is_close(image.getpixel(fifth_row), GROUPED_GRAY),
                    "the four notes")
    before = window.wait_until_still()
    # The Add button's menu opens below it, against the window's trailing edge.
    window.click(WIDTH - 24, 22)
    menu_box = (WIDTH - 250, 56, WIDTH - 20, 140)
    window.wait_for(lambda image: differs(before, image, menu_box), "the Add menu")
    window.wait_until_still()
    window.click(WIDTH - 150, 52 + 22)
    window.wait_for(lambda image: is_close(image.getpixel(fifth_row), WHITE), "a fifth note")
    added = window.wait_until_still()
    window.right_click(WIDTH // 2, 145)
    opened = window.wait_for(lambda image: red_text_centre(image, (0, 150, WIDTH, HEIGHT)) is not None, "the note's context menu with Delete")
    opened = window.wait_until_still()
    assert differs(added, opened, (0, 0, WIDTH, 100)), "the screen behind the menu is blurred"
    delete = red_text_centre(opened, (0, 150, WIDTH, HEIGHT))
    window.click(*delete)
    window.wait_for(lambda image: is_close(image.getpixel(fifth_row), GROUPED_GRAY), "four notes again")


def test_next_pushes_the_following_flash_card_in_with_a_transition(launch):
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "catalog")
    # The eighth row, beside its title.
    window.wait_for(lambda image: is_close(image.getpixel((300, 613)), WHITE), "the catalog's eighth row")
    window.click(300, 613)
    # The card: 24 points inside the safe area under the navigation bar; above its title, its colour.
    corner = (40, 90)
    first = window.wait_for(lambda image: not is_close(image.getpixel(corner), GROUPED_GRAY, 30)
                            and not is_close(image.getpixel(corner), WHITE, 30), "the first card")
    first = window.wait_until_still()
    window.click(WIDTH - 30, 22)
    window.wait_for(lambda image: not is_close(image.getpixel(corner), first.getpixel(corner), 30), "the next card")
    turned = window.wait_until_still()
    assert not is_close(turned.getpixel(corner), WHITE, 30), "the card rests on the next card's colour, not between cards"
    # "Got it", under the row of seen dots, throws a burst of confetti up over the card's foot; the
    # pieces fall away and the card is as it was.
    card_foot = (80, 200, WIDTH - 80, 286)
    window.click(WIDTH // 2, 377)
    window.wait_for(lambda image: differs(image, turned, card_foot), "confetti over the card")
    rested = window.wait_until_still()
    assert not differs(rested, turned, card_foot), "the confetti gone, the card as it was"


def test_dragging_the_folders_up_folds_the_large_title_into_the_bar(launch):
    window = launch("--size", f"{WIDTH}x800", "--scenario", "catalog")
    # The ninth row, below the eighth at 613.
    window.wait_for(lambda image: is_close(image.getpixel((300, 685)), WHITE), "the catalog's ninth row")
    window.click(300, 685)
    large_title = (16, 48, 150, 90)
    small_title = (WIDTH // 2 - 40, 10, WIDTH // 2 + 40, 34)
    opened = window.wait_for(lambda image: ink(image, large_title) < 60, "the large title under the bar's row")
    opened = window.wait_until_still()
    assert ink(opened, small_title) > 150, "no small title while the large one shows"
    window.drag((WIDTH // 2, 600), (WIDTH // 2, 250), steps=16)
    folded = window.wait_until_still()
    assert ink(folded, small_title) < 60, "the small title in the bar once the large one has folded"
    assert differs(folded, opened, large_title), "the large title gone, the folders in its place"


def red_pixels(image):
    """The positions of pure red pixels: the picker's red swatch, and what shows the chosen colour."""
    width, height = image.size
    pixels = image.load()
    return [(x, y) for y in range(0, height, 2) for x in range(0, width, 2)
            if pixels[x, y][0] > 235 and pixels[x, y][1] < 30 and pixels[x, y][2] < 30]


def test_a_colour_picked_from_the_well_recolours_the_tag(launch):
    window = launch("--size", f"{WIDTH}x850", "--scenario", "catalog")
    # The tenth row, below the ninth at 685.
    window.wait_for(lambda image: is_close(image.getpixel((300, 757)), WHITE), "the catalog's tenth row")
    window.click(300, 757)
    # The well: 28 points at the right, 24 points under the 140-point card.
    card = (WIDTH // 2, 120)
    window.wait_for(lambda image: not is_close(image.getpixel(card), GROUPED_GRAY, 30), "the orange tag card")
    opened = window.wait_until_still()
    window.click(WIDTH - 24 - 14, 44 + 24 + 140 + 24 + 14)
    window.wait_for(lambda image: len(red_pixels(image)) > 50, "the picker's grid with its red swatch")
    picker = window.wait_until_still()
    before = red_pixels(picker)
    x, y = before[len(before) // 2]
    window.click(x, y)
    window.wait_for(lambda image: len(red_pixels(image)) > len(before) + 500, "the chosen red shown in the picker")
    assert not is_close(opened.getpixel(card), (255, 0, 0), 30), "the card was not red before"
    # Close, at the sheet's top right: the tag card under it is red now.
    window.click(WIDTH - 32, 68)
    window.wait_for(lambda image: is_close(image.getpixel(card), (255, 0, 0), 30), "the tag card in the chosen red")


def new_dark_text(before, after, box):
    """The leftmost point of black text drawn in `after` where `before` was light (the edit menu's
    first button over the navigation bar), or None. Tinted pixels (the selection's handles) are not text."""
    left, top, right, bottom = box
    points = [(x, y) for x in range(left, right) for y in range(top, bottom)
              if max(after.getpixel((x, y))) < 90 and min(before.getpixel((x, y))) > 150]
    return min(points, default=None)


MENU_BAND = (0, 8, WIDTH, NOTES_TOP + 6)


def test_a_double_click_selects_a_word_and_the_edit_menu_cuts_and_pastes_it(launch):
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "catalog")
    typed = type_hi_into_the_notes(window)
    # Double-click "Hi": the word is selected and the edit menu shows above it: Cut first.
    window.double_click(40, NOTES_TOP + 19)
    shown = window.wait_for(lambda image: new_dark_text(typed, image, MENU_BAND) is not None, "the edit menu above the word")
    shown = window.wait_until_still()
    cut = new_dark_text(typed, shown, MENU_BAND)
    window.click(cut[0] + 6, cut[1] + 3)
    emptied = window.wait_for(lambda image: ink(image, NOTES_TEXT) > 200, "the notes empty after the menu's Cut")
    emptied = window.wait_until_still()
    # A right click in the empty notes: the menu offers only Paste, which brings the word back.
    window.right_click(WIDTH // 2, NOTES_TOP + 40)
    shown = window.wait_for(lambda image: new_dark_text(emptied, image, MENU_BAND) is not None, "the edit menu with Paste")
    shown = window.wait_until_still()
    paste = new_dark_text(emptied, shown, MENU_BAND)
    window.click(paste[0] + 6, paste[1] + 3)
    window.wait_for(lambda image: ink(image, NOTES_TEXT) < 80, "the word pasted back")


# The library's first two sample photos by the colour at the top of their sky.
FIRST_SKY, SECOND_SKY = (64, 122, 217), (237, 115, 76)
TALL = 1000


def first_row_with(image, x, colour, top=0):
    """The first y at column x, from `top` down, whose pixel is close to `colour`, or None."""
    return next((y for y in range(top, image.height) if is_close(image.getpixel((x, y)), colour, 20)), None)


def tint_centre(image, box):
    """The middle of the system-blue text in a box (a bar button's title), or None."""
    left, top, right, bottom = box
    blues = [(x, y) for x in range(left, right) for y in range(top, bottom)
             if (lambda p: p[2] > 200 and p[0] < 60 and 100 < p[1] < 150)(image.getpixel((x, y)))]
    if not blues:
        return None
    return sum(x for x, _ in blues) // len(blues), sum(y for _, y in blues) // len(blues)


def test_photos_picked_in_the_photo_picker_join_the_album(launch):
    window = launch("--size", f"{WIDTH}x{TALL}", "--scenario", "catalog")
    window.wait_until_still()
    # The eleventh row, the last, two lines of detail tall, centred at y = 875 in a window this tall.
    window.click(WIDTH // 2, 875)
    window.wait_for(lambda image: tint_centre(image, (WIDTH - 40, 4, WIDTH, 40)) is not None, "the album's + button")
    empty = window.wait_until_still()
    plus = tint_centre(empty, (WIDTH - 40, 4, WIDTH, 40))
    window.click(*plus)
    picker = window.wait_for(lambda image: first_row_with(image, WIDTH // 8, FIRST_SKY) is not None, "the photo picker's grid")
    picker = window.wait_until_still()
    grid_top = first_row_with(picker, WIDTH // 8, FIRST_SKY)
    # Photo 2 then Photo 1: taps select them (checkmarks), Add picks them in that order.
    window.click(WIDTH * 3 // 8, grid_top + 40)
    window.click(WIDTH // 8, grid_top + 40)
    chosen = window.wait_until_still()
    assert tint_centre(picker, (WIDTH - 70, grid_top - 50, WIDTH, grid_top - 4)) is None, "Add is dimmed until a photo is chosen"
    add = tint_centre(chosen, (WIDTH - 70, grid_top - 50, WIDTH, grid_top - 4))
    assert add is not None, "Add at the sheet's trailing end"
    window.click(*add)
    album = window.wait_for(lambda image: first_row_with(image, 60, FIRST_SKY, 40) is None
                            and first_row_with(image, 60, SECOND_SKY, 40) is not None, "the album's first tile: Photo 2")
    assert first_row_with(album, 60 + (WIDTH - 16) // 3 + 4, FIRST_SKY, 40) is not None, "Photo 1 beside it"
    # The first tile opens the photo on its own, fitted; a double click zooms into it.
    window.wait_until_still()
    window.click(60, 44 + 4 + 60)
    window.wait_for(lambda image: tint_centre(image, (0, 4, 40, 40)) is not None
                    and first_row_with(image, WIDTH // 2, SECOND_SKY, 44) is not None, "Photo 1 on its own, with a back button")
    fitted = window.wait_until_still()
    top = first_row_with(fitted, WIDTH // 2, SECOND_SKY, 44)
    window.double_click(WIDTH // 2, 522)
    window.wait_for(lambda image: (first_row_with(image, WIDTH // 2, SECOND_SKY, 44) or TALL) < top - 20,
                    "the photo zoomed to twice its fitted size, its top edge higher")


# The date picker screen in a 420-point window: the return's calendar card starts 20 points under
# the 52-point departure row (64 to 116), the calendar 4 points into it; its days start under the
# 44-point header and the 22-point weekday row, in seven 52-point columns from x = 28.
DAYS_TOP = 44 + 20 + 52 + 20 + 4 + 44 + 22
CHOSEN_CIRCLE = (224, 239, 255)


def day_centre(day):
    """The middle of a December 2026 day's circle: the 1st is a Tuesday, the third column."""
    cell = day + 1
    return 28 + (cell % 7) * 52 + 26, DAYS_TOP + (cell // 7) * 44 + 22


def circled(image, day):
    """Whether the day sits on the chosen day's light tinted circle (sampled above its digits)."""
    x, y = day_centre(day)
    return is_close(image.getpixel((x, y - 16)), CHOSEN_CIRCLE, 14)


def test_a_click_on_a_day_of_the_inline_calendar_chooses_the_return(launch):
    window = launch("--size", f"{WIDTH}x850", "--scenario", "catalog")
    # The fifth row, four 72-point rows under the first.
    window.wait_for(lambda image: is_close(image.getpixel((300, 397)), WHITE), "the catalog's fifth row")
    window.click(300, 397)
    opened = window.wait_for(lambda image: circled(image, 13), "the return on the 13th, circled")
    opened = window.wait_until_still()
    assert not circled(opened, 10)
    window.click(*day_centre(10))
    chosen = window.wait_for(lambda image: circled(image, 10), "the 10th circled after the click")
    assert not circled(chosen, 13), "one day is chosen"
    summary = (20, 730, WIDTH - 20, 790)
    assert differs(opened, chosen, summary), "the summary under the alarm names the new return"
    # The next month's arrow, at the card's trailing end in the header: January has no chosen day.
    window.click(WIDTH - 16 - 12 - 22 + 8, 44 + 20 + 52 + 20 + 4 + 22)
    window.wait_for(lambda image: not circled(image, 10), "January, with no day chosen")


# The list scrolled to its foot in a 420 × 800 window: the last three rows' middles.
SPLIT_VIEW_ROW, ORIENTATION_ROW, SECTION_INDEX_ROW = 598, 679, 751


def open_last_rows(launch):
    """The catalog in a 420 × 800 window, its list scrolled by the wheel to its foot."""
    window = launch("--size", f"{WIDTH}x800", "--scenario", "catalog")
    window.wait_until_still()
    window.scroll(WIDTH // 2, 400, 30)
    window.wait_until_still()
    return window


def test_the_split_view_is_one_stack_when_narrow_and_two_columns_when_the_window_widens(launch):
    window = open_last_rows(launch)
    window.click(300, SPLIT_VIEW_ROW)
    # Collapsed: the mailboxes first (inset grouped on the grouped grey), Done at the bar's end.
    window.wait_for(lambda image: tint_centre(image, (WIDTH - 70, 4, WIDTH, 40)) is not None
                    and is_close(image.getpixel((WIDTH // 2, 600)), GROUPED_GRAY), "the mailboxes")
    window.wait_until_still()
    window.click(100, 101)
    # Inbox's messages pushed: a plain white list with the back button to the mailboxes.
    pushed = window.wait_for(lambda image: is_close(image.getpixel((WIDTH // 2, 600)), WHITE)
                             and tint_centre(image, (0, 4, 40, 40)) is not None, "Inbox's messages")
    assert is_close(pushed.getpixel((WIDTH // 2, 600)), WHITE)
    window.resize(1000, 700)
    # Wide: the mailboxes' column (grouped grey) beside the messages (white), a hairline between.
    wide = window.wait_for(lambda image: image.width == 1000 and is_close(image.getpixel((160, 600)), GROUPED_GRAY)
                           and is_close(image.getpixel((700, 600)), WHITE), "two columns")
    assert tint_centre(wide, (0, 4, 50, 40)) is not None, "the sidebar button at the mailboxes' leading end"
    window.wait_until_still()
    # Info, at the messages' bar's trailing end: the mailbox's details in the inspector column.
    window.click(1000 - 27, 22)
    window.wait_for(lambda image: is_close(image.getpixel((1000 - 160, 600)), GROUPED_GRAY), "the inspector at the trailing edge")
    window.wait_until_still()
    window.click(26, 22)
    window.wait_for(lambda image: is_close(image.getpixel((160, 600)), WHITE), "the messages alone once the sidebar hides")


def test_the_window_turns_with_the_interface_and_the_scene_goes_home_and_back(launch):
    window = open_last_rows(launch)
    window.click(300, ORIENTATION_ROW)
    opened = window.wait_for(lambda image: is_close(image.getpixel((100, 130)), (0, 122, 255), 30), "Turn to Landscape")
    opened = window.wait_until_still()
    life_cycle = (20, 360, WIDTH - 20, 404)
    # Ctrl+H: home and back, which the scene's notifications list under the buttons.
    window.key("ctrl+h")
    window.key("ctrl+h")
    window.wait_for(lambda image: differs(opened, image, life_cycle), "the scene's life cycle")
    window.click(100, 130)
    window.wait_for(lambda image: image.size == (800, 420), "a landscape window")
    window.wait_until_still()
    window.click(100, 184)
    window.wait_for(lambda image: image.size == (WIDTH, 800), "a portrait window again")
    window.wait_until_still()
    # The player only plays in landscape: presenting it turns the window, Done closes it.
    window.click(100, 238)
    window.wait_for(lambda image: image.size == (800, 420), "the player's landscape window")
    window.wait_for(lambda image: is_close(image.getpixel((400, 100)), (0, 0, 0)), "the player")
    window.wait_until_still()
    window.click(800 - 44, 30)
    window.wait_for(lambda image: is_close(image.getpixel((400, 100)), WHITE), "the orientation screen again")


def test_a_click_on_a_letter_of_the_section_index_jumps_to_its_cities(launch):
    window = open_last_rows(launch)
    window.click(300, SECTION_INDEX_ROW)
    # The index: 26 letters of 14 points centred in the 756 points under the bar, 7 from the edge.
    def letter(n):
        return WIDTH - 7, 44 + 756 // 2 - 13 * 14 + n * 14 + 7
    column = (WIDTH - 15, letter(0)[1] - 7, WIDTH, letter(25)[1] + 7)
    opened = window.wait_for(lambda image: tint_centre(image, column) is not None, "the index's letters in the tint colour")
    opened = window.wait_until_still()
    rows = (0, 50, WIDTH - 30, 250)
    window.click(*letter(11))
    jumped = window.wait_for(lambda image: differs(opened, image, rows), "the list at L: London at the top")
    jumped = window.wait_until_still()
    # The letters' left halves, clear of the scroll indicator that may still show at the edge.
    def letters_span(image):
        blues = [y for x in range(WIDTH - 15, WIDTH - 7) for y in range(column[1], column[3])
                 if (lambda p: p[2] > 200 and p[0] < 60 and 100 < p[1] < 150)(image.getpixel((x, y)))]
        return min(blues), max(blues)
    assert letters_span(jumped) == letters_span(opened), "the index's letters stay where they were"

