import GrowingText
import UIKit

/// The demo's entry point: a tab bar with the chat composer, the notes table and the SwiftUI editor.
@main
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let tabs = UITabBarController()
        let chat = UINavigationController(rootViewController: ChatViewController())
        chat.tabBarItem = UITabBarItem(
            title: "Chat", image: UIImage(systemName: "bubble.left.and.bubble.right"), tag: 0)
        let notes = UINavigationController(rootViewController: NotesViewController())
        notes.tabBarItem = UITabBarItem(title: "Notes", image: UIImage(systemName: "note.text"), tag: 1)
        let editor = SwiftUIEditorDemo.makeViewController()
        editor.tabBarItem = UITabBarItem(title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 2)
        tabs.viewControllers = [chat, notes, editor]
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
