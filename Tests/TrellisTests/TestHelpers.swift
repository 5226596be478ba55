@testable import Trellis

/// The path of `item` in `section`, short for tests.
func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

typealias BigCell = MemoryStorageFixtures.BigCell
typealias Cell = MemoryStorageFixtures.Cell
typealias Circle = MemoryStorageFixtures.Circle
typealias Comment = MemoryStorageFixtures.Comment
typealias Fruit = MemoryStorageFixtures.Fruit
typealias Post = MemoryStorageFixtures.Post
typealias Shape = MemoryStorageFixtures.Shape
typealias Square = MemoryStorageFixtures.Square
