/// A multiset of item identity hashes (``AnyItem``'s `identityHash`): how many items of some content have each hash,
/// kept from one publish to the next so that only the sections that changed are counted again.
///
/// An open-addressing table (linear probing, at most 3/4 full; removal shifts the following entries back, so there
/// are no tombstones) of the hashes alone: nothing is retained and nothing hashed again. ``repeatedHashes`` says
/// whether some hash is counted more than once: equal identities have equal hashes, and distinct ones share a hash
/// only by a full 64-bit collision, so when it is 0 no identity repeats.
struct IdentityHashCounts {
    /// The hashes, by slot (0: empty; a hash of 0 is kept as 1).
    private var keys: [Int] = []
    /// How many items have the hash of the same slot.
    private var counts: [Int] = []
    /// How many slots are in use.
    private var used = 0
    /// How many hashes are counted more than once.
    private(set) var repeatedHashes = 0
    /// How many items are counted.
    private(set) var total = 0

    /// Forgets every hash, keeping room for `count` of them.
    mutating func removeAll(keepingRoomFor count: Int) {
        var capacity = 8
        while capacity * 3 < count * 4 { capacity <<= 1 }
        if keys.count == capacity || (keys.count > capacity && keys.count <= capacity * 4) {
            // The table has about the right size: clearing it costs less than making another.
            for slot in keys.indices { keys[slot] = 0 }
        } else {
            keys = Array(repeating: 0, count: capacity)
            counts = Array(repeating: 0, count: capacity)
        }
        used = 0
        repeatedHashes = 0
        total = 0
    }

    /// Counts one more item with `hash`.
    mutating func insert(_ hash: Int) {
        if (used + 1) * 4 > keys.count * 3 { grow() }
        let key = hash == 0 ? 1 : hash
        let mask = keys.count - 1
        var slot = key & mask
        while true {
            let found = keys[slot]
            if found == key {
                counts[slot] += 1
                if counts[slot] == 2 { repeatedHashes += 1 }
                total += 1
                return
            }
            if found == 0 { break }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        counts[slot] = 1
        used += 1
        total += 1
    }

    /// Counts one item with `hash` less. (A hash that is not counted is left alone.)
    mutating func remove(_ hash: Int) {
        guard !keys.isEmpty else { return }
        let key = hash == 0 ? 1 : hash
        let mask = keys.count - 1
        var slot = key & mask
        while keys[slot] != key {
            if keys[slot] == 0 { return }
            slot = (slot + 1) & mask
        }
        total -= 1
        counts[slot] -= 1
        if counts[slot] == 1 { repeatedHashes -= 1 }
        guard counts[slot] == 0 else { return }
        // Shift back the entries after the freed slot that probed past it, so that every lookup still finds its key.
        used -= 1
        var hole = slot
        var next = slot
        while true {
            next = (next + 1) & mask
            let moving = keys[next]
            if moving == 0 { break }
            let home = moving & mask
            // The entry stays when its home lies cyclically in (hole, next].
            let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if stays { continue }
            keys[hole] = moving
            counts[hole] = counts[next]
            hole = next
        }
        keys[hole] = 0
        counts[hole] = 0
    }

    /// Doubles the table (or makes the first one), keeping the counts.
    private mutating func grow() {
        let oldKeys = keys, oldCounts = counts
        let capacity = max(8, keys.count * 2)
        keys = Array(repeating: 0, count: capacity)
        counts = Array(repeating: 0, count: capacity)
        let mask = capacity - 1
        for (slot, key) in oldKeys.enumerated() where key != 0 {
            var target = key & mask
            while keys[target] != 0 { target = (target + 1) & mask }
            keys[target] = key
            counts[target] = oldCounts[slot]
        }
    }
}
