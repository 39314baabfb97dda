import Tessera

/// A destination's text-art photo, line by line (cut, never wrapped, when narrow).
struct PhotoView: View {
    let lines: [String]
    /// What the picture shows, for assistive technology (the art itself is not read).
    var caption = "Photo"
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<lines.count) { index in
                Text(lines[index]).lineLimit(1)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(caption)
        .accessibilityAddTraits(.isImage)
    }
}

/// A destination's photograph, as large as fits in the text art's place (36 × 12 cells),
/// or its text art when it has none.
struct DestinationPhoto: View {
    let data: VacationData
    let destination: Destination
    var body: some View {
        let caption = "Photo: " + data.caption(for: destination)
        if let picture = data.pictures[destination.photo] {
            Image(data: picture, label: caption)
                .resizable()
                .scaledToFit()
                .frame(maxWidth: 36, maxHeight: 12, alignment: .leading)
        } else {
            PhotoView(lines: data.photo(for: destination), caption: caption)
        }
    }
}

/// What the sign-in stack can push.
enum SignInRoute: Hashable { case gallery }

/// The sign-in screen, laid out like the talk's TV version: the login column on the left,
/// a photo and Browse Photos on the right; each column is a focus section.
struct SignInView: View {
    enum Field: Hashable { case email, password }

    let data: VacationData
    let signIn: @MainActor (String) -> Void
    @State private var email = ""
    /// Lives only in this view's state while typing: never drawn, stored or logged.
    @State private var password = ""
    @State private var submitted = false
    @State private var passwordMissing = false
    @State private var path: [SignInRoute] = []
    @FocusState private var focusedField: Field?

    private var emailIsValid: Bool { Validation.isValidEmail(email) }
    /// The red border and the warning show only while the email field is focused and invalid.
    private var showsEmailProblem: Bool { submitted && focusedField == .email && !emailIsValid }

    var body: some View {
        NavigationStack(path: $path) {
            // Side by side where there is room; else one above the other in a scroll view, so
            // that Tab reaches (and shows) every control on the smallest screen.
            ViewThatFits(in: .horizontal) {
                HStack(alignment: .top, spacing: 2) {
                    loginColumn
                        .frame(minWidth: 22, maxWidth: 44, maxHeight: .infinity, alignment: .topLeading)
                        .focusSection()
                    photoColumn
                        .frame(minWidth: 20, maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                        .focusSection()
                }
                .frame(idealWidth: 56, maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .padding(.horizontal, 1)
                ScrollView {
                    VStack(alignment: .leading, spacing: 1) {
                        loginColumn.focusSection()
                        photoColumn.focusSection()
                    }
                    .padding(.horizontal, 1)
                }
            }
            .navigationTitle("Vacation Planner")
            .navigationDestination(for: SignInRoute.self) { _ in GalleryView(data: data) }
        }
    }

    private var loginColumn: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Sign in to plan your next trip").dim()
            VStack(alignment: .leading, spacing: 0) {
                TextField("Email", text: $email, prompt: "name@example.com")
                    .focused($focusedField, equals: .email)
                    .onSubmit { focusedField = .password }
                    .border(showsEmailProblem ? .red : .gray, style: showsEmailProblem ? .heavy : .rounded, title: "Email")
                if showsEmailProblem {
                    Text("⚠ Enter a valid email address, like name@example.com").foregroundStyle(.red)
                }
            }
            VStack(alignment: .leading, spacing: 0) {
                SecureField("Password", text: $password)
                    .focused($focusedField, equals: .password)
                    .onSubmit(submit)
                    .border(.gray, style: .rounded, title: "Password")
                if passwordMissing && focusedField == .password {
                    Text("⚠ Enter your password").foregroundStyle(.red)
                }
            }
            Button("Sign In", action: submit).buttonStyle(.borderedProminent)
        }
    }

    private var photoColumn: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let first = data.destinations.first {
                // The photo only when it fits whole; a narrow window shows the caption alone.
                ViewThatFits(in: .horizontal) {
                    PhotoView(lines: data.photo(for: first), caption: "Photo: " + data.caption(for: first))
                    Text("")
                }
                Text("\(first.name) — \(data.caption(for: first))").dim().lineLimit(1)
            }
            Spacer().frame(height: 1)
            Button("Browse Photos") { path.append(.gallery) }
        }
    }

    private func submit() {
        submitted = true
        if !emailIsValid {
            AccessibilityNotification.Announcement("Enter a valid email address, like name@example.com").post()
            focusedField = .email
            return
        }
        if password.isEmpty {
            AccessibilityNotification.Announcement("Enter your password").post()
            passwordMissing = true
            focusedField = .password
            return
        }
        password = ""
        focusedField = nil
        signIn(email)
    }
}

/// Photos of every destination, one at a time: Left/Right page, Esc goes back.
struct GalleryView: View {
    let data: VacationData
    @State private var index = 0

    var body: some View {
        let destination = data.destinations[index]
        VStack(alignment: .leading, spacing: 1) {
            HStack(spacing: 2) {
                Text(destination.name).bold()
                Spacer()
                Text("\(index + 1) of \(data.destinations.count)")
            }
            DestinationPhoto(data: data, destination: destination)
            Text(data.caption(for: destination)).italic()
            HStack(spacing: 2) {
                Button("‹ Previous") { page(-1) }
                Button("Next ›") { page(1) }
            }
        }
        .padding(.horizontal, 1)
        .navigationTitle("Photos")
        .onKeyPress(.leftArrow, title: "Previous") { page(-1); return .handled }
        .onKeyPress(.rightArrow, title: "Next") { page(1); return .handled }
    }

    private func page(_ step: Int) {
        let count = data.destinations.count
        index = (index + step + count) % count
    }
}
