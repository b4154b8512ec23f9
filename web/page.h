// The page around the app: the device's calendar and the clipboard.
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

}  // namespace allclear::web
