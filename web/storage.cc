#include "storage.h"

#include <emscripten.h>

#include <algorithm>
#include <cstdlib>

#include "core/json.h"

namespace {

// Returns a malloc'ed UTF-8 copy, or 0 when absent or when storage throws.
// clang-format off
EM_JS(char*, allclear_storage_get, (const char* key), {
  try {
    var value = window.localStorage.getItem(UTF8ToString(key));
    if (value === null) return 0;
    var size = lengthBytesUTF8(value) + 1;
    var ptr = _malloc(size);
    stringToUTF8(value, ptr, size);
    return ptr;
  } catch (e) {
    return 0;
  }
});

EM_JS(int, allclear_storage_set, (const char* key, const char* value), {
  try {
    window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value));
    return 1;
  } catch (e) {
    console.warn('All Clear: localStorage write failed: ' + e);
    return 0;
  }
});

EM_JS(int, allclear_storage_remove, (const char* key), {
  try {
    window.localStorage.removeItem(UTF8ToString(key));
    return 1;
  } catch (e) {
    return 0;
  }
});

// The keys starting with `prefix` as a JSON array (malloc'ed), or 0 when storage throws.
EM_JS(char*, allclear_storage_keys, (const char* prefix), {
  try {
    var start = UTF8ToString(prefix);
    var found = [];
    for (var i = 0; i < window.localStorage.length; i++) {
      var key = window.localStorage.key(i);
      if (key !== null && key.lastIndexOf(start, 0) === 0) found.push(key);
    }
    var text = JSON.stringify(found);
    var size = lengthBytesUTF8(text) + 1;
    var ptr = _malloc(size);
    stringToUTF8(text, ptr, size);
    return ptr;
  } catch (e) {
    return 0;
  }
});

// The keys the storage events named since the last call, as a JSON array (malloc'ed); each
// event wakes the main loop, which may sleep while nothing happens in this tab.
EM_JS(char*, allclear_storage_changed, (), {
  if (!Module.allclearChanged) {
    Module.allclearChanged = [];
    window.addEventListener('storage', function (e) {
      if (e.key !== null && e.key.lastIndexOf('allclear.', 0) !== 0) return;
      Module.allclearChanged.push(e.key === null ? '*' : e.key);
      if (Module.allclearWake) Module.allclearWake();
    });
  }
  var text = JSON.stringify(Module.allclearChanged);
  Module.allclearChanged = [];
  var size = lengthBytesUTF8(text) + 1;
  var ptr = _malloc(size);
  stringToUTF8(text, ptr, size);
  return ptr;
});

EM_JS(int, allclear_storage_available, (), {
  try {
    var probe = 'allclear.probe';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return 1;
  } catch (e) {
    return 0;
  }
});
// clang-format on

// The strings of a JSON array the page handed over (malloc'ed, freed here; 0: none).
std::vector<std::string> take_string_list(char* text) {
  std::vector<std::string> strings;
  if (!text) return strings;
  allclear::Json list;
  std::string error;
  if (allclear::parse_json(text, &list, &error) && list.kind == allclear::Json::Kind::kArray) {
    for (const allclear::Json& item : list.items)
      if (item.kind == allclear::Json::Kind::kString) strings.push_back(item.string);
  }
  std::free(text);
  return strings;
}

}  // namespace

namespace allclear::web::storage {

std::optional<std::string> get(const std::string& key) {
  char* text = allclear_storage_get(key.c_str());
  if (!text) return std::nullopt;
  std::string value(text);
  std::free(text);
  return value;
}

bool set(const std::string& key, const std::string& value) { return allclear_storage_set(key.c_str(), value.c_str()); }
bool remove(const std::string& key) { return allclear_storage_remove(key.c_str()); }
std::vector<std::string> keys(const std::string& prefix) {
  std::vector<std::string> found = take_string_list(allclear_storage_keys(prefix.c_str()));
  std::sort(found.begin(), found.end());
  return found;
}

bool available() { return allclear_storage_available(); }

std::vector<std::string> changed_elsewhere() { return take_string_list(allclear_storage_changed()); }

}  // namespace allclear::web::storage
