/// Every screen of the demo, in menu order. Adding a screen: one file in `Screens/`, one line here.
@MainActor
enum DemoCatalog {
    static let screens: [any DemoScreen.Type] =
        [
            PostsScreen.self,
            CountriesScreen.self,
            LoginScreen.self,
            DestinationScreen.self,
            OutlineScreen.self,
            LeaderboardScreen.self,
            FilterScreen.self,
            MillionRowsScreen.self,
        ] + liveModelScreens

    /// The screens that need `Observation` (macOS 14; every Linux).
    private static var liveModelScreens: [any DemoScreen.Type] {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { return [MarketScreen.self] }
        return []
    }

    /// The screen named `name`, if any.
    static func screen(named name: String) -> (any DemoScreen.Type)? {
        screens.first { $0.name == name }
    }
}
