/// How a stroke's open ends are drawn.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
