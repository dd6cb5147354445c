// A delegate written for KennethTsang's GrowingTextView, after `import GrowingTextView` became
// `import GrowingText`. It must NOT compile: `.ci/run` checks that ios-check fails here with an error
// that names the replacement, so a migrated app never keeps a height callback that never fires.
import GrowingText
import UIKit

final class MigratedChatViewController: UIViewController, UITextViewDelegate, GrowingTextViewDelegate {
    func textViewDidChangeHeight(_ textView: GrowingTextView, height: CGFloat) {
        view.layoutIfNeeded()
    }
}
