extension UITableView {
    /// One thing a table did with its content (stand-in only).
    public enum UpdateRecord: Equatable, Sendable {
        /// A kind of change, for its animation.
        public enum Change: Hashable, Sendable {
            /// Rows inserted.
            case insertRows
            /// Rows deleted.
            case deleteRows
            /// Rows reloaded.
            case reloadRows
            /// Sections inserted.
            case insertSections
            /// Sections deleted.
            case deleteSections
            /// Sections reloaded.
            case reloadSections
        }

        /// `reloadData()`.
        case reloadData
        /// A batch applied, with the animation asked for each kind of change.
        case batch(StandInBatch, animations: [Change: RowAnimation])
        /// A batch UIKit refused, with the exception's reason.
        case rejected(StandInBatch, reason: String)
        /// A row the user moved.
        case userMove(from: IndexPath, to: IndexPath)

        /// The batch, when the record is one.
        public var batch: StandInBatch? {
            if case .batch(let batch, _) = self { return batch }
            return nil
        }
    }
}
