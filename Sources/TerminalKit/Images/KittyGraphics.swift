#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Commands of kitty's terminal graphics protocol
/// (<https://sw.kovidgoyal.net/kitty/graphics-protocol/>), as the bytes to
/// write: APC sequences `ESC _ G keys ; payload ESC \`, whose payload is
/// base64 made here, so nothing of an image's source reaches the terminal
/// but base64 text. kitty, WezTerm and Ghostty understand them;
/// other terminals ignore APC, and tmux swallows it.
///
/// Every command but the query carries `q=2`: the terminal answers none of
/// them, so no reply can arrive after the program has given the terminal back.
public enum KittyGraphics {
  /// The most base64 bytes one command carries; longer payloads are sent in
  /// chunks, `m=1` on each but the last (`m=0`), the later ones with no
  /// other key but `q=2`.
  public static let chunkSize = 4096

  /// Asks whether the terminal shows images: a query (`a=q`, nothing
  /// stored or shown) of a 1 × 1 RGB image under `id`, which a terminal
  /// that does answers `ESC _ G i=id ; OK ESC \`; then a request for the
  /// primary device attributes (`ESC [ c`), which every terminal answers
  /// (`ESC [ ? … c`). An answer to the query before that one says yes (see
  /// ``GraphicsProbe``).
  ///
  /// The query goes between a push and a pop of the window title
  /// (`ESC [ 22 ; 2 t`, `ESC [ 23 ; 2 t`, as vim saves it): tmux takes an
  /// APC for a new title, and puts the old one back at the pop.
  ///
  /// - Complexity: O(1).
  public static func query(id: UInt32) -> [UInt8] {
    Array("\u{1B}[22;2t".utf8) + command("i=\(id),s=1,v=1,a=q,t=d,f=24", payload: "AAAA")
      + Array("\u{1B}[23;2t\u{1B}[c".utf8)
  }

  /// Draws `image` on the cells of `area`, scaled to fill them: the cursor
  /// saved (`ESC 7`), moved to the area's top-left cell (`CUP`), the image
  /// transmitted and displayed (`a=T`) as image `imageID`, placement
  /// `placementID`, without moving the cursor (`C=1`), and the cursor put
  /// back (`ESC 8`). A PNG is sent as it is (`f=100`), pixels as `f=24` or
  /// `f=32` with their size (`s=`, `v=`).
  ///
  /// - Complexity: O(*n*) in the image's bytes.
  public static func display(_ image: TerminalImage, in area: CellArea, imageID: UInt32, placementID: UInt32) -> [UInt8] {
    let format = switch image.format {
    case .png: "f=100"
    case .rgb: "f=24,s=\(image.width),v=\(image.height)"
    case .rgba: "f=32,s=\(image.width),v=\(image.height)"
    }
    let keys = "a=T,\(format),i=\(imageID),p=\(placementID),c=\(area.columns),r=\(area.rows),C=1,q=2"
    let base64 = Array(Data(image.bytes).base64EncodedData())
    var bytes = Array("\u{1B}7\u{1B}[\(area.row + 1);\(area.column + 1)H".utf8)
    bytes.reserveCapacity(bytes.count + base64.count + (base64.count / chunkSize + 1) * (keys.utf8.count + 16))
    var start = 0
    repeat {
      let end = min(start + chunkSize, base64.count)
      let more = end < base64.count ? "m=1" : "m=0"
      bytes += command(start == 0 ? keys + "," + more : more + ",q=2", payload: base64[start..<end])
      start = end
    } while start < base64.count
    return bytes + Array("\u{1B}8".utf8)
  }

  /// Removes every placement of image `imageID` from the screen
  /// (`a=d,d=i`); the terminal may keep its data until it needs the room.
  ///
  /// - Complexity: O(1).
  public static func delete(imageID: UInt32) -> [UInt8] {
    command("a=d,d=i,i=\(imageID),q=2", payload: "")
  }

  /// `ESC _ G keys ; payload ESC \`, or without `;` when there is no payload.
  private static func command(_ keys: String, payload: some Collection<UInt8>) -> [UInt8] {
    Array("\u{1B}_G\(keys)".utf8) + (payload.isEmpty ? [] : [UInt8(ascii: ";")] + payload) + Array("\u{1B}\\".utf8)
  }

  private static func command(_ keys: String, payload: String) -> [UInt8] {
    command(keys, payload: Array(payload.utf8))
  }
}
