// A list that stays on the stack while it is short, for the hot paths that collect a handful of
// items per call (completed features, modules to ask) and should not allocate for them.
#pragma once
#include <array>
#include <cstddef>
#include <vector>

namespace carc {

template <class T, std::size_t N>
class ShortList {
 public:
  void push_back(T v) {
    if (size_ < N)
      local_[size_] = v;
    else
      more_.push_back(v);
    ++size_;
  }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T operator[](std::size_t i) const { return i < N ? local_[i] : more_[i - N]; }
  bool contains(T v) const {
    for (std::size_t i = 0; i < size_; ++i)
      if ((*this)[i] == v) return true;
    return false;
  }

 private:
  std::array<T, N> local_;  // only the first size_ are set (no zeroing on every call)
  std::vector<T> more_;  // beyond the first N
  std::size_t size_ = 0;
};

}  // namespace carc
