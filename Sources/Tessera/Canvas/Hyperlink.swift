import Foundation

/// A web or mail address that cells may carry, checked and made safe to write inside a
/// terminal escape sequence.
///
/// Only `http`, `https` and `mailto` addresses become hyperlinks; any other scheme, an
/// address with a control character, or one longer than `maximumLength` does not.
/// `address` holds printable ASCII only: spaces, `;` and characters outside ASCII are
/// percent-encoded, so no address can end or split the sequence it is written in.
///
/// ```swift
/// Hyperlink(URL(string: "https://example.org/a b")!)?.address  // "https://example.org/a%20b"
/// Hyperlink(URL(string: "file:///etc/passwd")!)                  // nil
/// ```
public struct Hyperlink: Hashable, Sendable {
    /// The schemes that are linked; everything else is shown as plain text.
    public static let allowedSchemes: Set<String> = ["http", "https", "mailto"]
    /// The longest address written, in bytes, after encoding.
    public static let maximumLength = 2048

    /// The address as written to the terminal and handed to the opener.
    public let address: String

    /// A hyperlink to `url`, or nil when `url` must not be linked.
    public init?(_ url: URL) {
        self.init(address: url.absoluteString)
    }

    /// A hyperlink to the address in `text`, or nil when it must not be linked.
    public init?(address text: String) {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon].lowercased()
        guard Self.allowedSchemes.contains(scheme) else { return nil }
        var encoded = scheme + ":"
        for scalar in text[text.index(after: colon)...].unicodeScalars {
            // A control character (C0, DEL, C1) has no business in an address: refuse it.
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return nil }
            if scalar.value > 0x20, scalar.value < 0x7F, scalar != ";" {
                encoded.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 { encoded += "%" + Self.hex(byte) }
            }
        }
        guard encoded.utf8.count <= Self.maximumLength else { return nil }
        if scheme != "mailto" {
            // A web address names a host: `http://` and something after it.
            let rest = encoded.dropFirst(scheme.count + 1)
            guard rest.hasPrefix("//"), let host = rest.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).first,
                  !host.isEmpty else { return nil }
        } else if encoded.count == "mailto:".count {
            return nil
        }
        address = encoded
    }

    /// OSC 8 with the address (`ESC ] 8 ; ; address ESC \`): text written after it carries
    /// the link, in a terminal that knows hyperlinks.
    public var startSequence: String { "\u{1B}]8;;" + address + "\u{1B}\\" }
    /// OSC 8 with no address: text written after it carries no link.
    public static let endSequence = "\u{1B}]8;;\u{1B}\\"

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
