import Trellis
import TrellisTerminal

// A live screen: every second some players score, the board is sorted again and set wholesale on a MemoryStorage;
// the diff works out who moved and whose score changed, and the table animates it: moved rows flash cyan (↕),
// changed scores yellow (~). The scores come from a seeded generator, so every run shows the same game.

/// A player on the board.
struct Player: Identifiable, Equatable {
    let id: Int
    let name: String
    var score: Int
    /// The points scored in the last round (0 when none).
    var gained: Int
}

/// A row of the board.
final class PlayerCell: TerminalView, ModelTransfer, ConstructibleView {
    private var player: Player?
    init() {}
    func update(with player: Player) { self.player = player }
    func draw(width: Int) -> StyledLine {
        guard let player else { return StyledLine() }
        var line = StyledLine(player.name.padding(to: 12), .bold)
        line.append(String(player.score).leftPadded(to: 6), .colored(.green, bold: true))
        if player.gained > 0 { line.append("  +\(player.gained)", .colored(.green)) }
        return line
    }
}

final class LeaderboardScreen: DemoScreen {
    static let name = "live"
    static let title = "Live leaderboard"
    static let summary = "scores change every second, animated through the diff"

    let table = TerminalTableView(title: "Live: a leaderboard re-sorted every second, animated through the diff")
    private let storage = MemoryStorage()
    private var players: [Player]
    private var random = DemoRandom(seed: 2026)
    private(set) var nextDeadline: ContinuousClock.Instant?
    private var round = 0

    init() {
        let names = [
            "ada", "grace", "linus", "barbara", "ken", "dennis", "margaret", "alan", "edsger", "donald",
            "frances", "john", "radia", "tim", "guido", "bjarne",
        ]
        players = names.enumerated().map {
            Player(id: $0.offset, name: $0.element, score: 100 - $0.offset * 5, gained: 0)
        }
        table.keyHints = "scores change every second  Enter select  q back"
        table.dispatcher.registry.register(PlayerCell.self) { [unowned self] mapping in
            mapping.didSelect { _, player, path in
                self.table.statusMessage = "didSelect \(player.name): rank \(path.item + 1), \(player.score) points"
            }
        }
        publish()
        table.show(storage)
        nextDeadline = ContinuousClock.now.advanced(by: .seconds(1))
    }

    func tick() {
        round += 1
        for index in players.indices {
            players[index].gained = random.next(upTo: 3) == 0 ? 1 + random.next(upTo: 25) : 0
            players[index].score += players[index].gained
        }
        publish()
        nextDeadline = ContinuousClock.now.advanced(by: .seconds(1))
    }

    private func publish() {
        let board = players.sorted { ($0.score, $1.id) > ($1.score, $0.id) }
        // Header and footer stay the same: a section whose header changes is reloaded whole, and its rows would not
        // be seen moving. The round goes in the banner instead.
        try? storage.setSections([
            StorageSection(
                id: "board", header: "Leaderboard", footer: "\(players.count) players", items: board)
        ])
        table.banner =
            StyledLine(" Round \(round)", .bold) + StyledLine("   leader: \(board.first?.name ?? "")", .colored(.green))
    }
}

/// A small seeded generator (SplitMix64): the demo's data is the same on every run, so tests can read it.
struct DemoRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in `0..<bound`.
    mutating func next(upTo bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(max(1, bound)))
    }
}

extension String {
    /// The string right-aligned in `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
