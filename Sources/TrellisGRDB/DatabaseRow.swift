internal import GRDB

/// Inside this module, `Row` is GRDB's database row: Trellis has a declarative `Row<Cell>` too, and a module's own
/// declaration wins over both imports.
typealias Row = GRDB.Row
