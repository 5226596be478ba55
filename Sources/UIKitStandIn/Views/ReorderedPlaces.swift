internal import Foundation

/// Where the rows of a reorder went, for the stand-in table and collection, which keep the cells of a user's move
/// with their rows as UIKit does (rows are tokens: see `rows` on each view).
enum ReorderedPlaces {
    /// Where each row of `sections` went, from `before` to `after`, and every path of `kept` in another section,
    /// where it is.
    static func of(before: [[Int]], after: [[Int]], sections: Set<Int>, keeping kept: [IndexPath])
        -> [IndexPath: IndexPath]
    {
        var place: [Int: IndexPath] = [:]
        for section in sections where after.indices.contains(section) {
            for (row, token) in after[section].enumerated() { place[token] = IndexPath(item: row, section: section) }
        }
        var moved: [IndexPath: IndexPath] = [:]
        for section in sections where before.indices.contains(section) {
            for (row, token) in before[section].enumerated() {
                moved[IndexPath(item: row, section: section)] = place[token]
            }
        }
        for path in kept where !sections.contains(path.section) { moved[path] = path }
        return moved
    }
}
