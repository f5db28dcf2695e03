// Names the Wind Roses files share: the tile symbols and the option.
#pragma once

namespace carc::wind {

inline constexpr const char* kModule = "wind-roses";
inline constexpr const char* kOrange = "wind-rose-orange";  // the start tile's rose
inline constexpr const char* kBlue = "wind-rose-blue";      // takes over from the orange rose once laid
// The quarter roses, in the order of Quarter below.
inline constexpr const char* kQuarters[4] = {"wind-ne", "wind-se", "wind-sw", "wind-nw"};
inline constexpr const char* kQuarterNames[4] = {"north-east", "south-east", "south-west", "north-west"};

inline constexpr int kPoints = 3;

// Option: the rose divides the board into four sections (Carcassonne on Tour) or two, north and
// south (Spielbox), CAR-515.
inline constexpr const char* kSections = "wind-rose-sections";  // four | two

}  // namespace carc::wind
