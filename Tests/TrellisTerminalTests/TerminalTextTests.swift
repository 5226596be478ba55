import Testing
import TrellisTerminal
import _TrellisTestSupport

@Suite("Terminal text: what is drawn and how wide it is")
struct TerminalTextTests {
    @Test(
        "East Asian wide and fullwidth characters take two columns; ambiguous ones one",
        arguments: [
            ("日本語", 6), ("中文字符", 8), ("한국어", 6), ("カタカナ", 8), ("ＡＢＣ", 6), ("　", 2),
            ("ｶﾀｶﾅ", 4), ("…•›", 3), ("abc", 3), ("Ünïcödé", 7), ("𠀋𪚲", 4),
        ])
    func eastAsianWidths(text: String, columns: Int) {
        #expect(TerminalText.width(of: text) == columns, "\(text)")
    }

    @Test(
        "Emoji take two columns as grapheme clusters: skin tones, flags, ZWJ families, keycaps, U+FE0F",
        arguments: [
            ("😀", 2), ("👍🏽", 2), ("🇫🇷", 2), ("🇯🇵🇺🇸", 4), ("👨‍👩‍👧", 2), ("👨‍👩‍👧‍👦", 2), ("🧑🏽‍💻", 2), ("🏳️‍🌈", 2),
            ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", 2), ("1️⃣", 2), ("❤️", 2), ("❤", 1), ("☝🏽", 2), ("🫨", 2),
        ])
    func emojiWidths(text: String, columns: Int) {
        #expect(TerminalText.width(of: text) == columns, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test(
        "Combining marks, joiners and variation selectors add nothing to their character",
        arguments: [
            ("e\u{301}", 1), ("a\u{308}\u{323}", 1), ("ก\u{E34}\u{E48}", 1), ("각", 2), ("\u{1100}\u{1161}\u{11A8}", 2),
            ("Z\u{351}\u{35B}\u{36B}", 1), ("\u{301}", 0), ("\u{600}12", 2), ("कि", 1), ("\u{1100}\u{1161}", 2),
        ])
    func zeroWidthWidths(text: String, columns: Int) {
        #expect(TerminalText.width(of: text) == columns, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test("Escape sequences go whole: CSI, OSC (to BEL or ST), DCS/APC/PM/SOS, two-character escapes, C1 forms")
    func escapeSequences() {
        #expect(TerminalText.sanitized("a\u{1B}[2Jb") == "ab")
        #expect(TerminalText.sanitized("a\u{1B}[?1049lb") == "ab")
        #expect(TerminalText.sanitized("a\u{1B}[38;5;196;1mred\u{1B}[0m") == "ared")
        #expect(TerminalText.sanitized("\u{1B}]0;owned\u{07}Title") == "Title")
        #expect(TerminalText.sanitized("\u{1B}]2;owned\u{1B}\\Title") == "Title")
        #expect(TerminalText.sanitized("\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\") == "link")
        #expect(TerminalText.sanitized("\u{1B}]52;c;cGF3bmVk\u{07}clip") == "clip")
        #expect(
            TerminalText.sanitized("x\u{1B}P1$qm\u{1B}\\y\u{1B}_apc\u{1B}\\z\u{1B}^pm\u{1B}\\w\u{1B}Xsos\u{1B}\\v")
                == "xyzwv")
        #expect(TerminalText.sanitized("\u{1B}cafter reset") == "after reset")
        #expect(TerminalText.sanitized("\u{1B}(0lqk\u{1B}(B") == "lqk")
        #expect(TerminalText.sanitized("\u{1B}7\u{1B}8\u{1B}M\u{1B}#8ok") == "ok")
        #expect(TerminalText.sanitized("a\u{9B}2Jb\u{9D}0;t\u{9C}c\u{90}dcs\u{9C}d") == "abcd")
    }

    @Test("Controls: line breaks and tabs become spaces, NUL, BEL, backspace, DEL and C1 go")
    func controls() {
        #expect(TerminalText.sanitized("a\nb\r\nc\td\u{B}e\u{C}f") == "a b  c d e f")
        #expect(TerminalText.sanitized("a\u{0}b\u{7}c\u{8}d\u{7F}e\u{1A}f") == "abcdef")
        #expect(TerminalText.sanitized("a\u{85}b\u{2028}c\u{2029}d") == "a b c d")
        #expect(TerminalText.sanitized("a\u{80}b\u{9A}c\u{9C}d") == "abcd")
        #expect(TerminalText.sanitized(String(repeating: "\u{0}", count: 1_000)).isEmpty)
    }

    @Test("Invisible formatting goes: bidi overrides and isolates, direction marks, zero-width spaces, soft hyphens")
    func invisibleFormatting() {
        #expect(TerminalText.sanitized("abc\u{202E}fed\u{202C}.txt") == "abcfed.txt")
        #expect(TerminalText.sanitized("\u{2066}\u{2067}\u{2068}x\u{2069}\u{202A}\u{202B}\u{202D}") == "x")
        #expect(TerminalText.sanitized("\u{200E}\u{200F}\u{61C}a\u{200B}b\u{2060}c\u{FEFF}d\u{AD}e") == "abcde")
        #expect(TerminalText.sanitized("pay\u{200C}pal\u{180E}\u{3164}\u{115F}") == "paypal")
        #expect(TerminalText.sanitized("a\u{200D}b") == "ab", "a joiner between letters joins nothing")
        #expect(TerminalText.sanitized("\u{FE0F}x") == "x", "a variation selector without a base")
        #expect(TerminalText.sanitized("a\u{E0041}\u{E0042}") == "a", "tag characters outside a flag (hidden text)")
    }

    @Test("Emoji sequences keep their joiners, selectors and tags")
    func sequencesKept() {
        for text in ["👨‍👩‍👧", "🏳️‍🌈", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "❤️", "1️⃣", "🧑🏽‍💻", "e\u{301}", "葛\u{E0100}"] {
            #expect(TerminalText.sanitized(text) == text, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("Malformed and cut sequences never let an escape through, and printable text after them survives")
    func malformedSequences() {
        let cases: [(String, String)] = [
            ("a\u{1B}", "a"), ("a\u{1B}[", "a"), ("a\u{1B}[12;", "a"), ("a\u{1B}]0;never ends", "a"),
            ("a\u{1B}[1é2J", "aé2J"), ("a\u{1B}\u{1B}[2Jb", "ab"), ("a\u{1B}[99999999999999999999999Ab", "ab"),
            ("\u{1B}]0;x\u{1B}[2Jy", "y"), ("\u{1B}[\u{1B}]\u{1B}P\u{9B}\u{9D}", ""), ("a\u{1B}\nb", "a "),
            ("\u{1B}[2\nJb", " b"), ("\u{1B}P never terminated \u{7}after", "after"),
        ]
        for (input, expected) in cases {
            let output = TerminalText.sanitized(input)
            #expect(output == expected, "\(input.debugDescription) -> \(output.debugDescription)")
            #expect(!output.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test(
        "Random text from hostile parts: the output has no control or invisible character and its width is its clusters'"
    )
    func randomHostileText() {
        let parts = [
            "a", "Z", " ", "日", "😀", "👨‍👩‍👧", "🇫🇷", "e\u{301}", "\u{301}", "\u{1B}", "[", "]", "2J", "\u{7}",
            "\u{9B}", "\u{9C}", "\u{0}", "\n", "\t", "\u{202E}", "\u{2066}", "\u{200D}", "\u{FE0F}", "\u{E0041}",
            "\u{1B}[31m", "\u{1B}]0;t", "\\", "…", "한", "\u{AD}", "1", ";", "?", "\u{85}",
            "\u{600}", "\u{D4E}", "ि", "क", "\u{1F3FD}", "👍", "\u{1100}", "\u{1161}", "🇯", "\u{2028}", "é", "ß",
        ]
        for seed in UInt64(0)..<500 {
            var generator = SeededGenerator(seed: seed)
            var input = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) { input += parts.randomElement(using: &generator)! }
            let output = TerminalText.sanitized(input)
            let bad = output.unicodeScalars.first { scalar in
                scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0xAD].contains(
                        scalar.value)
            }
            #expect(bad == nil, "seed \(seed): \(input.debugDescription) -> \(output.debugDescription)")
            #expect(TerminalText.sanitized(output) == output, "seed \(seed): sanitizing twice changes nothing")
            #expect(
                TerminalText.width(of: output) == output.reduce(0) { $0 + TerminalText.width(of: $1) },
                "seed \(seed): the width is the sum of the characters'")
        }
    }

    @Test("A fitted line is exactly as wide as asked, is cut between characters, and keeps wide ones whole")
    func fittingNeverCutsACharacter() {
        let parts = ["a", "日", "😀", "👨‍👩‍👧", "🇫🇷", "e\u{301}", "…", "한", "1️⃣", "ＡＢ"]
        for seed in UInt64(0)..<500 {
            var generator = SeededGenerator(seed: seed)
            var line = StyledLine()
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                var run = ""
                for _ in 0..<Int.random(in: 0...8, using: &generator) { run += parts.randomElement(using: &generator)! }
                line.append(run, Bool.random(using: &generator) ? .bold : .plain)
            }
            let width = Int.random(in: 1...30, using: &generator)
            let fitted = line.fitted(to: width)
            #expect(fitted.width == width, "seed \(seed): \(line.text) fitted to \(width) is \(fitted.width) wide")
            #expect(TerminalText.width(of: fitted.text) == width, "seed \(seed)")
            if line.width > width {
                #expect(fitted.text.hasSuffix("…"), "seed \(seed)")
                var kept = String(fitted.text.dropLast())
                while kept.last == " " { kept.removeLast() }
                // `hasPrefix` compares characters: a prefix that ends inside a character is not one.
                #expect(line.text.hasPrefix(kept), "seed \(seed): \(kept) is where \(line.text) was cut")
            } else {
                #expect(fitted.text.hasPrefix(line.text), "seed \(seed)")
            }
        }
    }

    @Test("A line is cut where its wide characters fit: a space takes the place of one that does not")
    func fittingWideCharacters() {
        #expect(StyledLine("日本語テキスト").fitted(to: 6).text == "日本 …")
        #expect(StyledLine("日本語テキスト").fitted(to: 7).text == "日本語…")
        #expect(StyledLine("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧").fitted(to: 5).text == "👨‍👩‍👧👨‍👩‍👧…")
        #expect(StyledLine("e\u{301}e\u{301}e\u{301}").fitted(to: 2).text == "e\u{301}…")
        #expect(StyledLine("日本").fitted(to: 5).text == "日本 ")
        #expect(StyledLine("日本").fitted(to: 1).text == "…")
    }

    @Test("A run is sanitized when made and when its text is set; it never holds more than a screen's widest line")
    func runs() {
        var run = StyledRun("\u{1B}[2Jhi", .bold)
        #expect(run.text == "hi" && run.width == 2)
        run.text = "日\u{0}本"
        #expect(run.text == "日本" && run.width == 4)
        let long = StyledRun(String(repeating: "x", count: 100_000))
        #expect(long.width == TerminalSize.maximumColumns && long.text.count == TerminalSize.maximumColumns)
        let wide = StyledRun(String(repeating: "日", count: 100_000))
        #expect(wide.width == TerminalSize.maximumColumns && wide.text.count == TerminalSize.maximumColumns / 2)
        var line = StyledLine("a\u{1B}]0;t\u{7}")
        line.append("\u{202E}b")
        #expect(line.text == "ab" && line.width == 2)
    }
}
