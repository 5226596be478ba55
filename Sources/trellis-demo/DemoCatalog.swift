/// Every screen of the demo, in menu order. Adding a screen: one file in `Screens/`, one line here.
@MainActor
enum DemoCatalog {
    static let screens: [any DemoScreen.Type] = [
        PostsScreen.self,
        CountriesScreen.self,
        LoginScreen.self,
        DestinationScreen.self,
        OutlineScreen.self,
        LeaderboardScreen.self,
        FilterScreen.self,
        MillionRowsScreen.self,
        MarketScreen.self,
    ]

    /// The screen named `name`, if any.
    static func screen(named name: String) -> (any DemoScreen.Type)? {
        screens.first { $0.name == name }
    }
}
