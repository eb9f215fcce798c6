import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/**
 * Draws Dynast's icon, a crown (the dynasty) over a tally of votes on the console's accent blue (#3b5b92), in the
 * three forms jpackage takes: dynast.png (512x512, Linux), dynast.ico (16 to 256, Windows) and dynast.icns (128 to
 * 512, macOS), each size drawn anew (in the .ico bitmaps, the 256 one a PNG; in the .icns PNGs):
 *   cd packaging/src/main/icons && java DynastIcon.java
 */
public class DynastIcon {
    public static void main(String[] args) throws Exception {
        Files.write(Path.of("dynast.png"), png(512));
        // .ico: a directory of 16-byte entries, then each image (a PNG) in turn
        int[] icoSizes = {16, 32, 48, 64, 128, 256};
        ByteArrayOutputStream images = new ByteArrayOutputStream();
        ByteBuffer ico = ByteBuffer.allocate(6 + 16 * icoSizes.length).order(ByteOrder.LITTLE_ENDIAN);
        ico.putShort((short) 0).putShort((short) 1).putShort((short) icoSizes.length);
        for (int size : icoSizes) {
            byte[] data = size == 256 ? png(size) : bmp(size);
            ico.put((byte) (size % 256)).put((byte) (size % 256)).put((byte) 0).put((byte) 0)
                    .putShort((short) 1).putShort((short) 32).putInt(data.length).putInt(ico.capacity() + images.size());
            images.write(data);
        }
        ByteArrayOutputStream icoFile = new ByteArrayOutputStream();
        icoFile.write(ico.array());
        icoFile.write(images.toByteArray());
        Files.write(Path.of("dynast.ico"), icoFile.toByteArray());
        // .icns: "icns" and the file's length, then each image as a type ("ic07" 128, "ic08" 256, "ic09" 512), its
        // length with that 8-byte header, and a PNG
        ByteArrayOutputStream entries = new ByteArrayOutputStream();
        String[] types = {"ic07", "ic08", "ic09"};
        int[] icnsSizes = {128, 256, 512};
        for (int i = 0; i < types.length; i++) {
            byte[] png = png(icnsSizes[i]);
            entries.write(types[i].getBytes(StandardCharsets.US_ASCII));
            entries.write(ByteBuffer.allocate(4).putInt(8 + png.length).array());
            entries.write(png);
        }
        ByteArrayOutputStream icns = new ByteArrayOutputStream();
        icns.write("icns".getBytes(StandardCharsets.US_ASCII));
        icns.write(ByteBuffer.allocate(4).putInt(8 + entries.size()).array());
        icns.write(entries.toByteArray());
        Files.write(Path.of("dynast.icns"), icns.toByteArray());
    }

    /** The icon at {@code size} pixels square, as a PNG. */
    static byte[] png(int size) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(draw(size), "png", out);
        return out.toByteArray();
    }

    /**
     * The icon at {@code size} pixels square as an .ico's classic image: a BITMAPINFOHEADER (height doubled), 32-bit
     * BGRA rows bottom-up, then a 1-bit AND mask (all 0: the alpha channel says what is transparent).
     */
    static byte[] bmp(int size) throws Exception {
        BufferedImage image = draw(size);
        int maskRow = ((size + 31) / 32) * 4;
        ByteBuffer b = ByteBuffer.allocate(40 + size * size * 4 + maskRow * size).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(40).putInt(size).putInt(2 * size).putShort((short) 1).putShort((short) 32).putInt(0)
                .putInt(size * size * 4 + maskRow * size).putInt(0).putInt(0).putInt(0).putInt(0);
        for (int y = size - 1; y >= 0; y--) {
            for (int x = 0; x < size; x++) {
                b.putInt(image.getRGB(x, y)); // ARGB as a little-endian int: B, G, R, A
            }
        }
        return b.array(); // the mask: the buffer's zeros
    }

    /** The icon at {@code size} pixels square: drawn on a 512 grid, scaled. */
    static BufferedImage draw(int size) {
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        g.scale(size / 512.0, size / 512.0);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setPaint(new GradientPaint(0, 16, new Color(0x4a6fae), 0, 496, new Color(0x2c4675)));
        g.fill(new RoundRectangle2D.Double(16, 16, 480, 480, 192, 192));

        Color gold = new Color(0xf2c14e);
        Color goldEdge = new Color(0xc9962a);
        Path2D crown = new Path2D.Double();
        crown.moveTo(118, 300);
        crown.lineTo(104, 156);
        crown.lineTo(184, 214);
        crown.lineTo(256, 110);
        crown.lineTo(328, 214);
        crown.lineTo(408, 156);
        crown.lineTo(394, 300);
        crown.closePath();
        g.setColor(gold);
        g.fill(crown);
        g.setColor(goldEdge);
        g.setStroke(new BasicStroke(8, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(crown);
        g.setColor(gold);
        for (double[] c : new double[][] {{104, 148, 20}, {256, 100, 22}, {408, 148, 20}}) {
            g.fill(new Ellipse2D.Double(c[0] - c[2], c[1] - c[2], 2 * c[2], 2 * c[2]));
        }
        g.fill(new RoundRectangle2D.Double(118, 318, 276, 28, 14, 14));

        // the tally: two votes For, one still open
        g.setColor(Color.WHITE);
        g.fill(new RoundRectangle2D.Double(142, 376, 56, 62, 18, 18));
        g.fill(new RoundRectangle2D.Double(228, 376, 56, 62, 18, 18));
        g.setColor(new Color(255, 255, 255, 110));
        g.fill(new RoundRectangle2D.Double(314, 376, 56, 62, 18, 18));
        g.dispose();
        return image;
    }
}
