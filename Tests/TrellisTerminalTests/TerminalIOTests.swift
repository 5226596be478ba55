import Testing
import TrellisTerminal

@Suite("Terminal input and the virtual terminal")
struct TerminalIOTests {
    @Test("Bytes become keys: arrows in both forms, page and home/end keys, Enter, control keys, UTF-8, a lone Escape")
    func decoding() {
        var decoder = KeyDecoder()
        let bytes: [UInt8] = Array("\u{1B}[A\u{1B}OB\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[4~\u{1B}[3~\r\u{03}jé".utf8)
        #expect(
            decoder.decode(bytes) == [
                .up, .down, .pageUp, .pageDown, .home, .end, .delete, .enter, .control("c"),
                .character("j"), .character("é"),
            ])
        #expect(decoder.decode([0x1B]) == [.escape])
        let split = Array("é".utf8)
        #expect(decoder.decode([split[0]]) == [])
        #expect(decoder.decode([split[1]]) == [.character("é")])
    }

    @Test("The virtual terminal keeps the main screen under the alternate one and shows it again on leaving")
    func alternateScreen() {
        var terminal = VirtualTerminal(size: TerminalSize(columns: 10, rows: 3))
        terminal.feed("shell$")
        terminal.feed("\u{1B}[?1049h\u{1B}[?25l")
        #expect(terminal.isAlternateScreen && !terminal.isCursorVisible)
        #expect(terminal.lines == ["", "", ""])
        terminal.feed("\u{1B}[2;3H\u{1B}[1;31mhi\u{1B}[0m")
        #expect(terminal.lines[1] == "  hi")
        #expect(terminal.style(row: 1, column: 2) == TextStyle(foreground: .red, bold: true))
        terminal.feed("\u{1B}[?25h\u{1B}[?1049l")
        #expect(terminal.lines[0] == "shell$" && !terminal.isAlternateScreen && terminal.isCursorVisible)
    }

    @Test("Writing past the last column wraps, or not when auto-wrap is off; a sequence cut between writes completes")
    func wrapping() {
        var terminal = VirtualTerminal(size: TerminalSize(columns: 4, rows: 2))
        terminal.feed("abcdef")
        #expect(terminal.lines == ["abcd", "ef"])
        terminal.feed("\u{1B}[?7l\u{1B}[1;1Hwxyz12")
        #expect(terminal.lines[0] == "wxy2")
        terminal.feed("\u{1B}[2")
        terminal.feed(";1HQ")
        #expect(terminal.lines[1] == "Qf")
    }
}
