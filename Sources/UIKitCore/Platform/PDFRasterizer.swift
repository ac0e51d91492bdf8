import Foundation
internal import CSDL2

/// Draws the first page of a PDF (an asset catalog's vector image) into pixels, through Poppler and
/// cairo found at run time: the package links neither, so a machine without them still builds and
/// runs the lab, and its PDF images are named as skipped with the package that draws them.
enum PDFRasterizer {
    /// What a machine needs for PDF images, for the message when it lacks them.
    static let requirement = "PDF images need Poppler (apt-get install libpoppler-glib8)"

    /// Poppler's and cairo's functions, looked up once; immutable afterwards, so hosts may share them.
    private struct Library: @unchecked Sendable {
        typealias DocumentFromFile = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> OpaquePointer?
        typealias GetPage = @convention(c) (OpaquePointer, Int32) -> OpaquePointer?
        typealias GetSize = @convention(c) (OpaquePointer, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Void
        typealias Render = @convention(c) (OpaquePointer, OpaquePointer) -> Void
        typealias Unref = @convention(c) (OpaquePointer) -> Void
        typealias SurfaceCreate = @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
        typealias Create = @convention(c) (OpaquePointer) -> OpaquePointer?
        typealias Scale = @convention(c) (OpaquePointer, Double, Double) -> Void
        typealias SurfaceData = @convention(c) (OpaquePointer) -> UnsafeMutablePointer<UInt8>?
        typealias SurfaceStride = @convention(c) (OpaquePointer) -> Int32

        let documentFromFile: DocumentFromFile, getPage: GetPage, getSize: GetSize, render: Render, unref: Unref
        let surfaceCreate: SurfaceCreate, create: Create, scale: Scale, flush: Unref, data: SurfaceData
        let stride: SurfaceStride, destroy: Unref, destroySurface: Unref

        static let shared: Library? = {
            guard let poppler = dlopen("libpoppler-glib.so.8", RTLD_NOW), let cairo = dlopen("libcairo.so.2", RTLD_NOW),
                  let gobject = dlopen("libgobject-2.0.so.0", RTLD_NOW) else { return nil }
            func symbol<T>(_ handle: UnsafeMutableRawPointer, _ name: String, as type: T.Type) -> T? {
                dlsym(handle, name).map { unsafeBitCast($0, to: type) }
            }
            guard let documentFromFile = symbol(poppler, "poppler_document_new_from_file", as: DocumentFromFile.self),
                  let getPage = symbol(poppler, "poppler_document_get_page", as: GetPage.self),
                  let getSize = symbol(poppler, "poppler_page_get_size", as: GetSize.self),
                  let render = symbol(poppler, "poppler_page_render", as: Render.self),
                  let unref = symbol(gobject, "g_object_unref", as: Unref.self),
                  let surfaceCreate = symbol(cairo, "cairo_image_surface_create", as: SurfaceCreate.self),
                  let create = symbol(cairo, "cairo_create", as: Create.self),
                  let scale = symbol(cairo, "cairo_scale", as: Scale.self),
                  let flush = symbol(cairo, "cairo_surface_flush", as: Unref.self),
                  let data = symbol(cairo, "cairo_image_surface_get_data", as: SurfaceData.self),
                  let stride = symbol(cairo, "cairo_image_surface_get_stride", as: SurfaceStride.self),
                  let destroy = symbol(cairo, "cairo_destroy", as: Unref.self),
                  let destroySurface = symbol(cairo, "cairo_surface_destroy", as: Unref.self) else { return nil }
            return Library(documentFromFile: documentFromFile, getPage: getPage, getSize: getSize, render: render, unref: unref,
                           surfaceCreate: surfaceCreate, create: create, scale: scale, flush: flush, data: data,
                           stride: stride, destroy: destroy, destroySurface: destroySurface)
        }()
    }

    static var isAvailable: Bool { Library.shared != nil }

    /// The first page at `scale` pixels a point (a PDF point is a UIKit point), or nil when the file
    /// is no PDF Poppler reads or Poppler is missing.
    static func bitmap(contentsOfFile path: String, scale: CGFloat) -> ImageBitmap? {
        guard let library = Library.shared,
              let document = library.documentFromFile(URL(fileURLWithPath: path).absoluteString, nil, nil) else { return nil }
        defer { library.unref(document) }
        guard let page = library.getPage(document, 0) else { return nil }
        defer { library.unref(page) }
        var width = 0.0, height = 0.0
        library.getSize(page, &width, &height)
        let pixelWidth = Int32((width * Double(scale)).rounded(.up)), pixelHeight = Int32((height * Double(scale)).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth < 16_384, pixelHeight < 16_384,
              let surface = library.surfaceCreate(0 /* CAIRO_FORMAT_ARGB32 */, pixelWidth, pixelHeight) else { return nil }
        defer { library.destroySurface(surface) }
        guard let context = library.create(surface) else { return nil }
        library.scale(context, Double(scale), Double(scale))
        library.render(page, context)
        library.destroy(context)
        library.flush(surface)
        guard let pixels = library.data(surface),
              let target = SDL_CreateRGBSurfaceWithFormat(0, pixelWidth, pixelHeight, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        // cairo's ARGB32 is premultiplied; the lab's bitmaps are straight alpha.
        let sourceStride = Int(library.stride(surface)), targetStride = Int(target.pointee.pitch)
        let output = target.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<Int(pixelHeight) {
            let sourceRow = UnsafeRawPointer(pixels + y * sourceStride).assumingMemoryBound(to: UInt32.self)
            let targetRow = UnsafeMutableRawPointer(output + y * targetStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(pixelWidth) {
                let pixel = sourceRow[x], alpha = pixel >> 24
                guard alpha > 0 else { targetRow[x] = 0; continue }
                func straight(_ shift: UInt32) -> UInt32 { Swift.min(255, (((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha) }
                targetRow[x] = alpha << 24 | straight(16) << 16 | straight(8) << 8 | straight(0)
            }
        }
        return ImageBitmap(taking: target)
    }
}
