import UIKit

/// A table's data source of plain one-line rows ("Message 12"): the content behind the keyboard in
/// the self-test's keyboard and composer docking hosts.
final class PlainRowsDataSource: NSObject, UITableViewDataSource {
    private let count: Int
    private let title: String

    /// Creates the data source and registers its cell with the table.
    ///
    /// - Parameters:
    ///   - table: The table it serves; it sets itself as the table's data source, which holds it
    ///     weakly: keep it.
    ///   - count: How many rows.
    ///   - title: The word before each row's number.
    init(for table: UITableView, count: Int, title: String) {
        self.count = count
        self.title = title
        super.init()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        table.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "\(title) \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }
}
