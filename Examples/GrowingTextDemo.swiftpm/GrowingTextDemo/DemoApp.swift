import GrowingText
import SwiftUI
import UIKit

/// The demo's entry point: a SwiftUI app (what an app package runs) showing a UIKit tab bar with the
/// chat composer, the notes table, the notes collection view and the SwiftUI editor; launched with
/// `-GrowingTextSelfTest`, the self-test instead (`SelfTestViewController`).
@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            if SelfTestViewController.isRequested {
                SelfTestScreen().ignoresSafeArea()
            } else {
                DemoTabs().ignoresSafeArea()
            }
        }
    }
}

/// The self-test's screen, in SwiftUI.
struct SelfTestScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> SelfTestViewController {
        SelfTestViewController()
    }

    func updateUIViewController(_ controller: SelfTestViewController, context: Context) {}
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
