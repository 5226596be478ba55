/// What a table or collection makes a reusable view from: a registered class, or a nib (registered, or a
/// storyboard's prototype).
enum ViewRegistration<View: AnyObject> {
    /// A class, created with its designated initializer.
    case viewClass(View.Type)
    /// A nib holding one view.
    case nib(UINib)
}

extension UINib {
    /// The one top-level view of this nib, registered for `identifier`, checked as UIKit checks it: exactly one
    /// top-level object, of the kind the view dequeues, whose reuse identifier (when the nib sets one) is
    /// `identifier`. `nil` (and UIKit's exception, recorded on `view`) otherwise.
    func standInRegisteredView<View: UIView>(_ kind: View.Type, identifier: String, in view: UIScrollView) -> View? {
        let objects = instantiate(withOwner: nil)
        let kindName =
            kind is UITableViewCell.Type
            ? "UITableViewCell"
            : kind is UITableViewHeaderFooterView.Type
                ? "UITableViewHeaderFooterView" : "UICollectionReusableView"
        guard objects.count == 1, let made = objects[0] as? View else {
            view.raise(
                "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object "
                    + "which must be a \(kindName) instance")
            return nil
        }
        switch made {
        case let cell as UITableViewCell:
            if let own = cell.reuseIdentifier, !own.isEmpty, own != identifier {
                view.raise(
                    "cell reuse indentifier in nib (\(own)) does not match the identifier used to register the nib "
                        + "(\(identifier))")
                return nil
            }
            cell.reuseIdentifier = identifier
        case let headerFooter as UITableViewHeaderFooterView:
            headerFooter.reuseIdentifier = identifier
        default:
            break
        }
        return made
    }
}
