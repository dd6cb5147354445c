import GrowingText
import SwiftUI
import UIKit

/// The demo's entry point: a SwiftUI app (what an app package runs) showing a UIKit tab bar with the
/// chat composer, the notes table, the notes collection view and the SwiftUI editor.
@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            DemoTabs().ignoresSafeArea()
        }
    }
}

/// The UIKit tab bar controller, in SwiftUI.
struct DemoTabs: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UITabBarController {
        let tabs = UITabBarController()
        let chat = UINavigationController(rootViewController: ChatViewController())
        chat.tabBarItem = UITabBarItem(
            title: "Chat", image: UIImage(systemName: "bubble.left.and.bubble.right"), tag: 0)
        let notes = UINavigationController(rootViewController: NotesViewController())
        notes.tabBarItem = UITabBarItem(title: "Notes", image: UIImage(systemName: "note.text"), tag: 1)
        let list = UINavigationController(rootViewController: NotesListViewController())
        list.tabBarItem = UITabBarItem(title: "List", image: UIImage(systemName: "list.bullet"), tag: 2)
        let editor = SwiftUIEditorDemo.makeViewController()
        editor.tabBarItem = UITabBarItem(title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 3)
        tabs.viewControllers = [chat, notes, list, editor]
        return tabs
    }

    func updateUIViewController(_ tabs: UITabBarController, context: Context) {}
}
