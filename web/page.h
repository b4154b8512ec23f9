// The page around the app: the device's calendar, the clipboard, and what a screen reader hears.
#pragma once
#include <string>

namespace allclear::web {

// Today on this device's calendar, "2026-11-23".
std::string local_date();
// Starts copying `text` to the clipboard; the browser answers later (it may refuse, e.g. when
// the tap that asked is judged too old): copy_outcome() says how it went, once.
void copy_to_clipboard(const std::string& text);
enum class CopyOutcome { kPending, kCopied, kRefused };
CopyOutcome copy_outcome();
// The page's address without its query or fragment ("https://host/allclear/"), for a shared line.
std::string page_address();

// Says `text` to a screen reader through the page's live regions (`urgent`: at once, over what
// it was saying, for a game's end; else when it is done). The same words again are said again.
void tell_reader(const std::string& text, bool urgent);
// The page's title ("Settings · All Clear"): what a screen reader says of the screen, and the tab.
void set_page_title(const std::string& title);

}  // namespace allclear::web
